import { describe, expect, it } from 'vitest';
import type { ResponseFilter } from './RecordCriteria';
import { parseResponseParam, serializeResponseParam } from './responseUrlParam';

describe('parseResponseParam', () => {
  it('reads a rating range, single-label values and multi-label values with an operator', () => {
    expect(
      parseResponseParam('rating.ge1.le3~label.positive.negative~topics.operator.and.values.a.b'),
    ).toEqual([
      { name: 'rating', value: { ge: 1, le: 3 } },
      { name: 'label', value: ['positive', 'negative'] },
      { name: 'topics', value: { operator: 'and', values: ['a', 'b'] } },
    ]);
  });

  it('reads the or operator', () => {
    expect(parseResponseParam('topics.operator.or.values.a')).toEqual([
      { name: 'topics', value: { operator: 'or', values: ['a'] } },
    ]);
  });

  it('ignores an unknown operator, empty value lists and nameless items', () => {
    expect(parseResponseParam('t.operator.xor.values.a~t.operator.and.values~t~.a~r.ge2.le1')).toEqual([]);
  });
});

describe('serializeResponseParam', () => {
  const filters: ResponseFilter[] = [
    { name: 'rating', value: { ge: 1, le: 3 } },
    { name: 'label', value: ['positive', 'negative'] },
    { name: 'topics', value: { operator: 'and', values: ['a', 'b'] } },
    { name: 'tags', value: { operator: 'or', values: ['x.y'] } },
  ];

  it('writes the original format and round-trips', () => {
    const written = serializeResponseParam(filters);
    expect(written).toBe(
      'rating.ge1.le3~label.positive.negative~topics.operator.and.values.a.b~tags.operator.or.values.x%2Ey',
    );
    expect(parseResponseParam(written)).toEqual(filters);
    expect(serializeResponseParam([])).toBeNull();
  });

  it('keeps labels that spell the operator form or a range as labels', () => {
    const tricky: ResponseFilter[] = [
      { name: 'label', value: ['operator', 'and', 'values', 'x'] },
      { name: 'other', value: ['ge1', 'le5'] },
    ];
    const written = serializeResponseParam(tricky);
    expect(written).toBe('label.%6Fperator.and.values.x~other.%67e1.le5');
    expect(parseResponseParam(written)).toEqual(tricky);
  });
});
