import { describe, expect, it } from 'vitest';
import { encodedUnits } from './encodedUnits';
import { readAnswers } from './readAnswers';
import { labelReader } from './valueReaders';

/** Two answers per unit, read from encoded units with the given record ids. */
function units(unitIds: string[]) {
  return encodedUnits({
    unitIds,
    userIds: ['u1', 'u2'],
    starts: Int32Array.from(unitIds.map((_, u) => 2 * u).concat(2 * unitIds.length)),
    answerUsers: Int32Array.from(unitIds.flatMap(() => [0, 1])),
    texts: unitIds.flatMap(() => ['"a"', '"b"']),
  });
}

describe('readAnswers of encoded units: gold answers', () => {
  it('gives each reviewed record its gold answer, leaves the others and ignores records it did not read', () => {
    const read = readAnswers(units(['r0', 'r1', 'r2']), labelReader, { r2: 'c', r0: 'b', elsewhere: 'a' });
    expect(read.values).toEqual(['a', 'b', 'c']);
    expect(Array.from(read.gold)).toEqual([1, -1, 2]);
  });

  it('gives the gold answer to every unit of a record id that repeats', () => {
    const read = readAnswers(units(['r0', 'r1', 'r0']), labelReader, { r0: 'a' });
    expect(Array.from(read.gold)).toEqual([0, -1, 0]);
  });

  it('reads an unreadable gold answer as none, and nothing without a review', () => {
    expect(Array.from(readAnswers(units(['r0']), labelReader, { r0: 7 }).gold)).toEqual([-1]);
    expect(Array.from(readAnswers(units(['r0', 'r1']), labelReader).gold)).toEqual([-1, -1]);
  });

  it('numbers a gold answer after the answers of its record, as answers given as objects are', () => {
    const read = readAnswers(units(['r0', 'r1']), labelReader, { r0: 'z', r1: 'y' });
    expect(read.values).toEqual(['a', 'b', 'z', 'y']);
  });
});
