import { randomUUID } from 'node:crypto';
import type { WireRecord } from '@marginalia/core';
import { vectorJson } from '../db/vector-values';

/**
 * A string no sent value holds: a NUL (printed `\u0000`) and a random id per process. Its printed form is matched
 * with its quotes, and only record vectors carry it.
 */
const PLACEHOLDER = `\u0000vectors-${randomUUID()}-`;
const PLACEHOLDER_TEXT = new RegExp(
  `"${JSON.stringify(PLACEHOLDER).slice(1, -1).replace(/\\/g, '\\\\')}(\\d+)"`,
  'g',
);

/**
 * The JSON text of a bulk write's answer (`{ items: [records…], … }`), the same bytes `JSON.stringify` prints, with
 * each record's vectors spliced in as `vectorJson` printed them: on PostgreSQL the write already printed every sent
 * vector's stored values for its `real[]` literal, and the answer echoes them (contract §13.1).
 */
export function recordsAnswerJson<T extends { items: readonly WireRecord[] }>(answer: T): string {
  const vectors: Record<string, number[]>[] = [];
  const items = answer.items.map((record) => {
    if (!record.vectors) return record;
    vectors.push(record.vectors);
    // The placeholder takes the key's place, so the record's keys keep their order.
    return { ...record, vectors: `${PLACEHOLDER}${vectors.length - 1}` };
  });
  if (vectors.length === 0) return JSON.stringify(answer);
  return JSON.stringify({ ...answer, items }).replace(PLACEHOLDER_TEXT, (_, index: string) =>
    vectorsJson(vectors[Number(index)] as Record<string, number[]>),
  );
}

/** `JSON.stringify(vectors)`: the setting names in the object's key order, each with its values' text. */
function vectorsJson(vectors: Record<string, number[]>): string {
  let json = '{';
  for (const name of Object.keys(vectors)) {
    if (json.length > 1) json += ',';
    json += `${JSON.stringify(name)}:${vectorJson(vectors[name] as number[])}`;
  }
  return `${json}}`;
}
