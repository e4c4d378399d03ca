import type { JsonColumn } from '../db/schema';

/**
 * What a history entry keeps of a changed row: the JSON text written to `before`/`after`. Stored JSON columns are
 * spliced in as they are (no parse and stringify on the write path); every snapshot is a JSON object.
 */

/** An answer: its status and values. */
export function responseSnapshot(row: { status: string; values: JsonColumn | null }): JsonColumn {
  return `{"status":${JSON.stringify(row.status)},"values":${row.values ?? 'null'}}`;
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
