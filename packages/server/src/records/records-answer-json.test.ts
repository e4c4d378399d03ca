import type { WireRecord } from '@marginalia/core';
import { describe, expect, it } from 'vitest';
import { printedVectorJson, storedVectorValues } from '../db/vector-values';
import { recordsAnswerJson } from './records-answer-json';

/** A record as the bulk writes answer it, with `vectors` as given (left out when undefined). */
function record(n: number, vectors?: Record<string, number[]>, text = `record ${n}`): WireRecord {
  const wire: WireRecord = {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    status: 'pending',
    fields: { text },
    metadata: { n, tag: 'a"b\\c' },
    external_id: `e${n}`,
    responses: [],
    suggestions: [],
  };
  if (vectors) wire.vectors = vectors;
  wire.dataset_id = '00000000-0000-4000-8000-000000000001';
  wire.inserted_at = '2026-01-01T00:00:00.000000';
  wire.updated_at = '2026-01-01T00:00:00.000000';
  return wire;
}

describe('bulk write answers', () => {
  it('print the bytes JSON.stringify prints, vectors spliced in their place', () => {
    let seed = 7;
    const random = () => {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      return seed / 2 ** 32 - 0.5;
    };
    // Stored values as the bulk writes answer them (`storedVectorValues`), their text printed with them.
    const values = (n: number) => storedVectorValues(Array.from({ length: n }, random));
    const sent = Array.from({ length: 8 }, random);
    const shared = storedVectorValues(sent);
    expect(storedVectorValues(sent)).toBe(shared);
    expect(printedVectorJson(shared)).toBe(JSON.stringify(shared));
    const printed = (raw: number[]) => storedVectorValues(raw);
    const items = [
      record(0, { embedding: printed(values(768)), style: printed([0.5, -0, 1e-7, 123456789, -2.5e-7]) }),
      record(1),
      record(2, {}),
      // Setting names JSON.stringify orders first (integer-like) or escapes.
      record(3, {
        b: shared,
        '10': printed([1]),
        '2': printed([2]),
        'quote"and\\slash\u2028': printed([0.25]),
        é: printed([]),
      }),
      // A sent text that looks like the placeholder's printed form.
      record(4, { embedding: shared }, '"\u0000vectors-0" \\u0000vectors- \u0000'),
      // Not every setting's text printed (values not made by `storedVectorValues`): the record is printed whole.
      record(5, { embedding: shared, style: [0.1, 0.2] }),
      record(6, { embedding: values(16) }),
      record(7, { embedding: shared }),
    ];
    expect(recordsAnswerJson({ items })).toBe(JSON.stringify({ items }));
    const upsert = { items, updated_item_ids: ['x'] };
    expect(recordsAnswerJson(upsert)).toBe(JSON.stringify(upsert));
    expect(recordsAnswerJson({ items: [record(9)] })).toBe(JSON.stringify({ items: [record(9)] }));
    expect(recordsAnswerJson({ items: [] })).toBe('{"items":[]}');
    // The answer carries the printed text, not a second printing (values are never changed once printed; these
    // are, to tell the two apart).
    const changed = printed([1.5, -0.25]);
    changed[0] = 2.5;
    expect(recordsAnswerJson({ items: [record(8, { embedding: changed })] })).toContain(
      '"embedding":[1.5,-0.25]',
    );
    expect(printedVectorJson(shared)).toBe(JSON.stringify(shared));
    expect(printedVectorJson([0.1, 0.2])).toBeUndefined();
  });
});
