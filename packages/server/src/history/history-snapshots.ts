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
 * Whether a rewritten answer shows what the stored one showed: the same status and values, the time spent aside
 * (`duration` accumulates on every save). Such a save is no change for the history: a submit replayed after its
 * answer was lost on the way back (the outbox sends it again), or a client saving the same answer twice.
 */
export function sameAnswer(
  before: { status: string; values: JsonColumn | null },
  after: { status: string; values: JsonColumn | null },
): boolean {
  if (before.status !== after.status) return false;
  return before.values === after.values || answerText(before.values) === answerText(after.values);
}

/** An answer's values as canonical JSON (keys sorted) without the time spent. */
function answerText(values: JsonColumn | null): string {
  if (values === null) return 'null';
  const { [DURATION_KEY]: _spent, ...shown } = JSON.parse(values) as Record<string, unknown>;
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
