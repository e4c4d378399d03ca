import { describe, expect, it } from 'vitest';
import { moveToRank, rankingItems, rankingLayout, unrank } from './rankingMoves';

const options = ['answer_a', 'answer_b', 'answer_c'];

describe('rankingLayout', () => {
  it('has one slot per option, numbered from 1, and lists unranked options in option order', () => {
    const layout = rankingLayout(options, [{ value: 'answer_c', rank: 1 }]);
    expect(layout.slots).toEqual([
      { rank: 1, values: ['answer_c'] },
      { rank: 2, values: [] },
      { rank: 3, values: [] },
    ]);
    expect(layout.unranked).toEqual(['answer_a', 'answer_b']);
  });

  it('puts tied options in one slot', () => {
    const value = [
      { value: 'answer_a', rank: 2 },
      { value: 'answer_b', rank: 2 },
    ];
    expect(rankingLayout(options, value).slots[1]).toEqual({ rank: 2, values: ['answer_a', 'answer_b'] });
  });

  it('treats ranks outside 1..N, non-integers and unknown values as unranked', () => {
    const value = [
      { value: 'answer_a', rank: 0 },
      { value: 'answer_b', rank: 4 },
      { value: 'answer_c', rank: 1.5 },
      { value: 'other', rank: 1 },
    ];
    expect(rankingItems(options, value).every((item) => item.rank === null)).toBe(true);
    expect(rankingItems(options, 'not a list').map((item) => item.rank)).toEqual([null, null, null]);
  });
});

describe('moveToRank', () => {
  it('moves an option to a slot and lists every option, ranked first', () => {
    expect(moveToRank(options, undefined, 'answer_b', 1)).toEqual([
      { value: 'answer_b', rank: 1 },
      { value: 'answer_a', rank: null },
      { value: 'answer_c', rank: null },
    ]);
  });

  it('keeps the others in place, so two options can tie', () => {
    const value = moveToRank(options, [{ value: 'answer_a', rank: 1 }], 'answer_c', 1);
    expect(value?.filter((item) => item.rank === 1).map((item) => item.value)).toEqual(['answer_a', 'answer_c']);
  });

  it('clamps the slot to 1..number of options', () => {
    expect(moveToRank(options, undefined, 'answer_a', 9)?.[0]).toEqual({ value: 'answer_a', rank: 3 });
    expect(moveToRank(options, undefined, 'answer_a', 0)?.[0]).toEqual({ value: 'answer_a', rank: 1 });
  });
});

describe('unrank', () => {
  it('takes one option out of its slot', () => {
    const value = [
      { value: 'answer_a', rank: 1 },
      { value: 'answer_b', rank: 2 },
    ];
    expect(unrank(options, value, 'answer_a')).toEqual([
      { value: 'answer_b', rank: 2 },
      { value: 'answer_a', rank: null },
      { value: 'answer_c', rank: null },
    ]);
  });

  it('gives no answer once nothing is ranked', () => {
    expect(unrank(options, [{ value: 'answer_a', rank: 1 }], 'answer_a')).toBeUndefined();
  });
});
