import { describe, expect, it } from 'vitest';
import { exactSpanScore, overlapSpanScore, readSpans } from './spanMatches';

const span = (label: string, start: number, end: number) => ({ label, start, end });

describe('span F1 between two annotators', () => {
  // A: PER 0–5, LOC 10–16, ORG 20–25.   B: PER 0–5, LOC 11–16, ORG 30–34, PER 40–44.
  const a = [span('PER', 0, 5), span('LOC', 10, 16), span('ORG', 20, 25)];
  const b = [span('PER', 0, 5), span('LOC', 11, 16), span('ORG', 30, 34), span('PER', 40, 44)];

  it('counts exact matches of start, end and label', () => {
    // Only PER 0–5 matches exactly: TP = 1, F1 = 2·1 / (3 + 4) = 2/7 = 0.286.
    expect(exactSpanScore(a, b)).toEqual({ agreed: 2, compared: 7 });
  });

  it('counts overlapping matches of the same label', () => {
    // PER 0–5 and LOC 10–16 / 11–16 overlap with their label; ORG 20–25 and 30–34 do not touch:
    // TP = 2, F1 = 2·2 / 7 = 4/7 = 0.571.
    expect(overlapSpanScore(a, b)).toEqual({ agreed: 4, compared: 7 });
  });

  it('never matches spans of different labels, however they overlap', () => {
    expect(overlapSpanScore([span('PER', 0, 5)], [span('LOC', 0, 5)])).toEqual({ agreed: 0, compared: 2 });
  });

  it('does not count spans that only touch (end is exclusive)', () => {
    expect(overlapSpanScore([span('PER', 0, 5)], [span('PER', 5, 9)])).toEqual({ agreed: 0, compared: 2 });
  });

  it('matches each span at most once, choosing the largest matching', () => {
    // A: one long PER 0–20.  B: PER 0–5 and PER 10–15 both overlap it, but it can match one: TP = 1,
    // F1 = 2·1 / (1 + 2) = 2/3.
    expect(overlapSpanScore([span('PER', 0, 20)], [span('PER', 0, 5), span('PER', 10, 15)])).toEqual({
      agreed: 2,
      compared: 3,
    });
    // A: X 0–10 and X 8–12.  B: X 9–11 and X 0–3. Greedy in order could pair 0–10 with 9–11 and leave 8–12 alone;
    // the largest matching pairs 0–10 with 0–3 and 8–12 with 9–11: TP = 2, F1 = 4/4 = 1.
    expect(
      overlapSpanScore([span('X', 0, 10), span('X', 8, 12)], [span('X', 9, 11), span('X', 0, 3)]),
    ).toEqual({ agreed: 4, compared: 4 });
  });

  it('compares nothing between two empty answers', () => {
    expect(exactSpanScore([], [])).toEqual({ agreed: 0, compared: 0 });
  });
});

describe('span answers', () => {
  it('keeps each distinct span once', () => {
    expect(readSpans([span('PER', 0, 5), span('PER', 0, 5), span('LOC', 0, 5)])).toEqual([
      span('PER', 0, 5),
      span('LOC', 0, 5),
    ]);
  });

  it('reads an empty list as an answer and malformed spans as none', () => {
    expect(readSpans([])).toEqual([]);
    expect(readSpans([span('PER', 5, 5)])).toBeUndefined();
    expect(readSpans([{ label: 'PER', start: '0', end: 4 }])).toBeUndefined();
    expect(readSpans('PER')).toBeUndefined();
  });
});
