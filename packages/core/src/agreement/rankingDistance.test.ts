import { describe, expect, it } from 'vitest';
import { krippendorffAlpha } from './krippendorffAlpha';
import { kendallMetric, kendallTauDistance, rankingReader, type Ranking } from './rankingDistance';
import { reliabilityData } from './reliabilityData';
import { columnsOf, pairwiseAlpha, unitsFromMatrix, seededRandom } from './testing/pairwiseAlpha';

/** A ranking as the wire writes it, read. */
function ranking(items: [string, number | null][]): Ranking {
  return rankingReader.read(items.map(([value, rank]) => ({ value, rank })))!;
}

/** A ranking from a list of options, first = rank 1 ("0 3 1" ranks 0 first, 3 second, 1 third). */
function ranks(order: string): Ranking {
  return ranking(order.split(' ').map((option, index) => [option, index + 1]));
}

describe('normalised Kendall tau distance', () => {
  it('reproduces the textbook example: 4 of 21 pairs differ', () => {
    // Sedgewick & Wayne, "Algorithms" (4th ed., §2.5, Kendall tau distance): between 0 3 1 6 2 5 4 and
    // 1 0 3 6 4 2 5 the pairs 0-1, 3-1, 2-4 and 5-4 are in different order: distance 4, normalised 4/21.
    expect(kendallTauDistance(ranks('0 3 1 6 2 5 4'), ranks('1 0 3 6 4 2 5'))).toBeCloseTo(0.19, 3);
  });

  it("reproduces Wikipedia's example: 4 discordant pairs of 10", () => {
    // Wikipedia, "Kendall tau distance", example: five people A–E ranked by height (1 2 3 4 5) and by weight
    // (3 4 1 2 5); the pairs A-C, A-D, B-C and B-D are in opposite order: 4, normalised 4/10.
    const first = ranking([
      ['A', 1],
      ['B', 2],
      ['C', 3],
      ['D', 4],
      ['E', 5],
    ]);
    const second = ranking([
      ['A', 3],
      ['B', 4],
      ['C', 1],
      ['D', 2],
      ['E', 5],
    ]);
    expect(kendallTauDistance(first, second)).toBeCloseTo(0.4, 3);
  });

  it('is 0 for the same ranking and 1 for its reverse', () => {
    expect(kendallTauDistance(ranks('a b c d'), ranks('a b c d'))).toBe(0);
    expect(kendallTauDistance(ranks('a b c d'), ranks('d c b a'))).toBe(1);
  });

  it('counts a pair tied in one ranking and ordered in the other as 1/2', () => {
    // a, b, c: the first ties a and b; the second orders them (1/2) and agrees on a-c and b-c: 0.5 of 3 pairs.
    const tied = ranking([
      ['a', 1],
      ['b', 1],
      ['c', 2],
    ]);
    expect(kendallTauDistance(tied, ranks('a b c'))).toBeCloseTo(1 / 6, 12);
    // Tied in both: no difference.
    expect(kendallTauDistance(tied, [...tied])).toBe(0);
  });

  it('ties unranked options below every ranked one, over all the question options', () => {
    // Options a b c d; the first ranks only a (b, c, d tied last), the second ranks all: the pairs b-c, b-d and c-d
    // are tied against ordered (3 × 1/2), a's pairs agree: 1.5 of 6.
    expect(kendallTauDistance(ranking([['a', 1]]), ranks('a b c d'), ['a', 'b', 'c', 'd'])).toBeCloseTo(
      0.25,
      12,
    );
  });

  it('reads answers as the wire writes them, refusing malformed ones', () => {
    expect(
      rankingReader.read([
        { value: 'b', rank: 1 },
        { value: 'a', rank: 2 },
        { value: 'c', rank: null },
      ]),
    ).toEqual([
      { value: 'a', rank: 2 },
      { value: 'b', rank: 1 },
    ]);
    expect(rankingReader.read([{ value: 'a', rank: 0 }])).toBeUndefined();
    expect(
      rankingReader.read([
        { value: 'a', rank: 1 },
        { value: 'a', rank: 2 },
      ]),
    ).toBeUndefined();
    expect(rankingReader.read([{ value: 'a', rank: null }])).toBeUndefined();
    expect(rankingReader.read('a')).toBeUndefined();
  });

  it('gives the same key to the same ranking written in another order, and different keys otherwise', () => {
    const a = rankingReader.read([
      { value: 'x', rank: 1 },
      { value: 'y', rank: 2 },
    ])!;
    const b = rankingReader.read([
      { value: 'y', rank: 2 },
      { value: 'x', rank: 1 },
    ])!;
    expect(rankingReader.key(a)).toBe(rankingReader.key(b));
    const tricky = rankingReader.read([{ value: 'x=1;1:y', rank: 2 }])!;
    const plain = rankingReader.read([
      { value: 'x', rank: 1 },
      { value: 'y', rank: 2 },
    ])!;
    expect(rankingReader.key(tricky)).not.toBe(rankingReader.key(plain));
  });
});

describe('alpha over rankings against a second, pairwise implementation', () => {
  const OPTIONS = ['a', 'b', 'c', 'd', 'e'];

  /** Random rankings of five options, some with ties or unranked options, some missing, around a truth. */
  function randomRankings(seed: number, coders: number, units: number): (Ranking | undefined)[][] {
    const random = seededRandom(seed);
    const randomRanking = (): Ranking => {
      const items = OPTIONS.filter(() => random() < 0.9).map((value) => ({
        value,
        rank: 1 + Math.floor(random() * 4),
      }));
      return items.length > 0 ? items : [{ value: 'a', rank: 1 }];
    };
    const truths = Array.from({ length: units }, randomRanking);
    return Array.from({ length: coders }, () =>
      truths.map((truth) => (random() < 0.2 ? undefined : random() < 0.5 ? truth : randomRanking())),
    );
  }

  it('agrees with the distance pair by pair, its expected disagreement summed option pair by option pair', () => {
    for (const seed of [1, 2, 3]) {
      const matrix = randomRankings(seed, 4, 70);
      const data = reliabilityData(unitsFromMatrix(matrix), rankingReader);
      const read = (value: Ranking) => rankingReader.read(value)!;
      const expected = pairwiseAlpha(columnsOf(matrix), (a, b) =>
        kendallTauDistance(read(a), read(b), OPTIONS),
      );
      expect(krippendorffAlpha(data, kendallMetric(OPTIONS)).alpha).toBeCloseTo(expected as number, 10);
    }
    // The pairwise reference is quadratic in the answers: ~2 s here, and three times that on a loaded machine.
  }, 20_000);
});
