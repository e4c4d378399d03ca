import type { JsonColumn } from '../db/schema';
import { DURATION_KEY } from '../questions/response-values-validation';

/**
 * What a history entry keeps of a changed row: the JSON text written to `before`/`after`. Stored JSON columns are
 * spliced in as they are (no parse and stringify on the write path); every snapshot is a JSON object.
 */

/** An answer: its status and values. */
export function responseSnapshot(row: { status: string; values: JsonColumn | null }): JsonColumn {
  return `{"status":${JSON.stringify(row.status)},"values":${row.values ?? 'null'}}`;
}

/**
 * Whether two answer snapshots (`responseSnapshot`) show the same: the same status and values, the time spent aside
 * (`duration` accumulates on every save). Such a save is no change for the history: a submit replayed after its
 * answer was lost on the way back (the outbox sends it again), or a client saving the same answer twice.
 */
export function sameAnswer(before: JsonColumn, after: JsonColumn): boolean {
  if (before === after) return true;
  const [a, b] = [before, after].map((snapshot) => JSON.parse(snapshot) as AnswerSnapshot);
  return a!.status === b!.status && answerText(a!.values) === answerText(b!.values);
}

interface AnswerSnapshot {
  status: string;
  values: Record<string, unknown> | null;
}

/** An answer's values as canonical JSON (keys sorted) without the time spent. */
function answerText(values: Record<string, unknown> | null): string {
  if (values === null) return 'null';
  const { [DURATION_KEY]: _spent, ...shown } = values;
  return canonicalJson(shown);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A record: its fields and metadata (external id for recognising it once it is deleted). */
export function recordSnapshot(row: {
  external_id: string | null;
  fields: JsonColumn;
  metadata: JsonColumn | null;
}): JsonColumn {
  return `{"external_id":${JSON.stringify(row.external_id)},"fields":${row.fields},"metadata":${row.metadata ?? 'null'}}`;
}

/** A suggestion: its question, value, score, agent and type. */
export function suggestionSnapshot(row: {
  question_id: string;
  value: JsonColumn;
  score: JsonColumn | null;
  agent: string | null;
  type: string | null;
}): JsonColumn {
  return (
    `{"question_id":${JSON.stringify(row.question_id)},"value":${row.value},"score":${row.score ?? 'null'},` +
    `"agent":${JSON.stringify(row.agent)},"type":${JSON.stringify(row.type)}}`
  );
}
