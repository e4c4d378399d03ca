import { describe, expect, it } from 'vitest';
import { addSpan, clipSpans, relabelSpan, removeSpan, sameSpans, spansAt, spansOverlap } from './spanEdits';

const org = { label: 'ORG', start: 0, end: 9 };
const loc = { label: 'LOC', start: 4, end: 12 };
const date = { label: 'DATE', start: 20, end: 24 };

describe('addSpan', () => {
  it('replaces the spans a new one overlaps when overlapping is not allowed', () => {
    expect(addSpan([org, date], loc, { allowOverlapping: false })).toEqual([loc, date]);
  });

  it('stacks overlapping spans when overlapping is allowed, in reading order', () => {
    expect(addSpan([date, org], loc, { allowOverlapping: true })).toEqual([org, loc, date]);
  });

  it('keeps spans that only touch', () => {
    const touching = { label: 'X', start: 9, end: 10 };
    expect(addSpan([org], touching, { allowOverlapping: false })).toEqual([org, touching]);
    expect(spansOverlap(org, touching)).toBe(false);
  });

  it('does not add the same span twice', () => {
    expect(addSpan([org], { ...org }, { allowOverlapping: true })).toEqual([org]);
  });
});

describe('removeSpan and relabelSpan', () => {
  it('removes exactly the given span', () => {
    expect(removeSpan([org, loc], { ...org })).toEqual([loc]);
  });

  it('changes a label, merging with an identical span', () => {
    expect(relabelSpan([org, date], org, 'PERSON')).toEqual([{ ...org, label: 'PERSON' }, date]);
    const twin = { ...org, label: 'PERSON' };
    expect(relabelSpan([org, twin], org, 'PERSON')).toEqual([twin]);
  });
});

describe('clipSpans and spansAt', () => {
  it('makes offsets non-negative, clips them to the text and drops empty spans', () => {
    expect(
      clipSpans(
        [
          { label: 'A', start: -2, end: 5 },
          { label: 'B', start: 8, end: 50 },
          { label: 'C', start: 30, end: 40 },
        ],
        10,
      ),
    ).toEqual([
      { label: 'A', start: 0, end: 5 },
      { label: 'B', start: 8, end: 10 },
    ]);
  });

  it('finds the spans covering an offset, shortest first', () => {
    expect(spansAt([org, loc, date], 5)).toEqual([loc, org]);
    expect(spansAt([org, { label: 'IN', start: 5, end: 6 }], 5)).toEqual([
      { label: 'IN', start: 5, end: 6 },
      org,
    ]);
    expect(spansAt([org], 9)).toEqual([]);
  });

  it('compares span lists in any order', () => {
    expect(sameSpans([org, loc], [loc, org])).toBe(true);
    expect(sameSpans([org], [loc])).toBe(false);
  });
});
