import { describe, expect, it } from 'vitest';
import { parseSimilarityParam, serializeSimilarityParam } from './similarityUrlParam';

const ID = '9cf21756-00a0-479d-aa46-f2ef9dcf89f2';

describe('parseSimilarityParam', () => {
  it('reads the 8-part form', () => {
    expect(parseSimilarityParam(`record.${ID}.vector.embedding.limit.50.order.most`)).toEqual({
      recordId: ID,
      vectorName: 'embedding',
      limit: 50,
      order: 'most',
    });
  });

  it.each([10, 50, 100, 200])('accepts the limit %i', (limit) => {
    expect(parseSimilarityParam(`record.r.vector.v.limit.${limit}.order.least`)?.limit).toBe(limit);
  });

  it.each([
    ['7 parts', 'record.r.vector.v.limit.50.order'],
    ['9 parts', 'record.r.vector.v.limit.50.order.most.x'],
    ['a misplaced keyword', 'rec.r.vector.v.limit.50.order.most'],
    ['a limit outside 10, 50, 100, 200', 'record.r.vector.v.limit.20.order.most'],
    ['a non-numeric limit', 'record.r.vector.v.limit..order.most'],
    ['an unknown order', 'record.r.vector.v.limit.50.order.best'],
    ['an empty record id', 'record..vector.v.limit.50.order.most'],
    ['an empty vector name', 'record.r.vector..limit.50.order.most'],
  ])('ignores a value with %s', (_, value) => {
    expect(parseSimilarityParam(value)).toBeNull();
  });

  it('ignores a missing value', () => {
    expect(parseSimilarityParam(null)).toBeNull();
  });
});

describe('serializeSimilarityParam', () => {
  it('writes the 8-part form and round-trips', () => {
    const search = { recordId: ID, vectorName: 'embedding', limit: 200, order: 'least' as const };
    const written = serializeSimilarityParam(search);
    expect(written).toBe(`record.${ID}.vector.embedding.limit.200.order.least`);
    expect(written?.split('.')).toHaveLength(8);
    expect(parseSimilarityParam(written)).toEqual(search);
    expect(serializeSimilarityParam(null)).toBeNull();
  });

  it('keeps a vector name with a dot within 8 parts', () => {
    const search = { recordId: 'r', vectorName: 'emb.v2', limit: 10, order: 'most' as const };
    expect(parseSimilarityParam(serializeSimilarityParam(search))).toEqual(search);
  });
});
