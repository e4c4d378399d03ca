import { describe, expect, it } from 'vitest';
import { spanChunkGroups } from './spanChunkGroups';

const a = { start: 1, end: 3 };
const b = { start: 9, end: 12 };
const c = { start: 12, end: 14 };
const d = { start: 35, end: 40 };

describe('spanChunkGroups', () => {
  it('groups the spans by the chunk their start falls in, keeping their order and levels', () => {
    expect(spanChunkGroups([a, b, c, d], [0, 1, 0, 2], 10)).toEqual([
      { chunk: 0, spans: [a, b], levels: [0, 1] },
      { chunk: 1, spans: [c], levels: [0] },
      { chunk: 3, spans: [d], levels: [2] },
    ]);
  });

  it('returns an unchanged group as the previous object and a touched one anew', () => {
    const before = spanChunkGroups([a, b, c, d], [0, 0, 0, 0], 10);
    const e = { start: 14, end: 16 };
    const after = spanChunkGroups([a, b, c, e, d], [0, 0, 0, 0, 0], 10, before);
    expect(after).toHaveLength(3);
    expect(after[0]).toBe(before[0]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.spans).toEqual([c, e]);
    expect(after[2]).toBe(before[2]);
  });

  it('compares spans by range and label, not by object', () => {
    const labelled = [{ start: 1, end: 3, label: 'PER' }];
    const before = spanChunkGroups(labelled, [0], 10);
    expect(spanChunkGroups([{ start: 1, end: 3, label: 'PER' }], [0], 10, before)[0]).toBe(before[0]);
    expect(spanChunkGroups([{ start: 1, end: 3, label: 'ORG' }], [0], 10, before)[0]).not.toBe(before[0]);
  });

  it('draws a group anew when only a level changes', () => {
    const before = spanChunkGroups([a, b], [0, 0], 10);
    const after = spanChunkGroups([a, b], [0, 1], 10, before);
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]!.levels).toEqual([0, 1]);
  });

  it('puts a span starting before the text in the first chunk', () => {
    expect(spanChunkGroups([{ start: -4, end: 2 }], [0], 10).map((group) => group.chunk)).toEqual([0]);
  });
});
