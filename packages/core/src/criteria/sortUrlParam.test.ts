import { describe, expect, it } from 'vitest';
import type { CriteriaSort } from './RecordCriteria';
import { parseSortParam, serializeSortParam } from './sortUrlParam';

describe('parseSortParam', () => {
  it('reads 3-part (entity.name.order) and 4-part (entity.name.property.order) items', () => {
    expect(parseSortParam('record.inserted_at.asc~suggestion.q.score.desc')).toEqual([
      { entity: 'record', name: 'inserted_at', order: 'asc' },
      { entity: 'suggestion', name: 'q', property: 'score', order: 'desc' },
    ]);
  });

  it('reads metadata and response sorts', () => {
    expect(parseSortParam('metadata.model-name.asc~response.rating.desc')).toEqual([
      { entity: 'metadata', name: 'model-name', order: 'asc' },
      { entity: 'response', name: 'rating', order: 'desc' },
    ]);
  });

  it.each([
    'record.inserted_at',
    'record.inserted_at.up',
    'record.whatever.asc',
    'other.name.asc',
    'metadata..asc',
    'metadata.m.score.asc',
    'suggestion.q.rank.asc',
    'a.b.c.d.e',
  ])('ignores the malformed item %s', (item) => {
    expect(parseSortParam(item)).toEqual([]);
  });
});

describe('serializeSortParam', () => {
  it('writes the original format and round-trips', () => {
    const sortBy: CriteriaSort[] = [
      { entity: 'record', name: 'inserted_at', order: 'asc' },
      { entity: 'suggestion', name: 'q', property: 'score', order: 'desc' },
      { entity: 'metadata', name: 'model-name', order: 'asc' },
    ];
    const written = serializeSortParam(sortBy);
    expect(written).toBe('record.inserted_at.asc~suggestion.q.score.desc~metadata.model-name.asc');
    expect(parseSortParam(written)).toEqual(sortBy);
    expect(serializeSortParam([])).toBeNull();
  });
});
