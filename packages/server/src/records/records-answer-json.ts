import { randomUUID } from 'node:crypto';
import type { WireRecord } from '@marginalia/core';
import { printedVectorJson } from '../db/vector-values';

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
 * the vectors whose text was printed with their stored values (`storedVectorValues`) spliced in instead of printed
 * again. The answer echoes every record's vectors (contract §13.1): for the SDK's 768-dimension vectors, printing
 * them took longer than the rest of the answer.
 */
export function recordsAnswerJson<T extends { items: readonly WireRecord[] }>(answer: T): string {
  const vectors: string[] = [];
  const items = answer.items.map((record) => {
    const json = record.vectors && printedVectorsJson(record.vectors);
    if (json === undefined) return record;
    vectors.push(json);
    // The placeholder takes the key's place, so the record's keys keep their order.
    return { ...record, vectors: `${PLACEHOLDER}${vectors.length - 1}` };
  });
  if (vectors.length === 0) return JSON.stringify(answer);
  return JSON.stringify({ ...answer, items }).replace(
    PLACEHOLDER_TEXT,
    (_, index: string) => vectors[Number(index)] as string,
  );
}

/**
 * `JSON.stringify(vectors)` (the setting names in the object's key order, each with its values' text) where every
 * setting's values were printed already; else (or without vectors) undefined.
 */
function printedVectorsJson(vectors: Record<string, number[]>): string | undefined {
  const names = Object.keys(vectors);
  // No vectors: `JSON.stringify` prints `{}` as fast, with no placeholder to splice (the SDK's light records).
  if (names.length === 0) return undefined;
  let json = '{';
  for (const name of names) {
    const values = printedVectorJson(vectors[name] as number[]);
    if (values === undefined) return undefined;
    if (json.length > 1) json += ',';
    json += `${JSON.stringify(name)}:${values}`;
  }
  return `${json}}`;
}
