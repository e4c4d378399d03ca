import { describe, expect, it } from 'vitest';
import { krippendorffAlpha, type AlphaMetric } from './krippendorffAlpha';
import { intervalMetric, nominalMetric, ordinalMetric, ratioMetric } from './levelMetrics';
import { reliabilityData } from './reliabilityData';
import { labelReader, ratingReader } from './valueReaders';
import {
  columnsOf,
  pairwiseAlpha,
  plainOrdinalDistance,
  unitsFromMatrix,
  seededRandom,
} from './testing/pairwiseAlpha';

const _ = undefined;

/**
 * Krippendorff, K. (2011). "Computing Krippendorff's Alpha-Reliability", Annenberg School for Communication,
 * University of Pennsylvania (repository.upenn.edu/asc_papers/43): the reliability data matrix of 4 observers
 * (A–D) × 12 units with missing values (a dot in the paper), used for the nominal, ordinal, interval and ratio
 * examples. The same table is the example of Krippendorff's "Content Analysis" (4th ed., 2019, ch. 12, p. 290,
 * without unit 12, which has a single value and drops out) and of the tests of the `krippendorff` Python package
 * (pln-fing-udelar/fast-krippendorff, tests/test_krippendorff.py: ordinal 0.815, ratio 0.797).
 */
const KRIPPENDORFF_2011: (number | undefined)[][] = [
  /* A */ [1, 2, 3, 3, 2, 1, 4, 1, 2, _, _, _],
  /* B */ [1, 2, 3, 3, 2, 2, 4, 1, 2, 5, _, 3],
  /* C */ [_, 3, 3, 3, 2, 3, 4, 2, 2, 5, 1, _],
  /* D */ [1, 2, 3, 3, 2, 4, 4, 1, 2, 5, 1, _],
];

/**
 * The computational example of the Wikipedia article "Krippendorff's alpha" (3 coders × 15 units, many missing);
 * the article gives nominal α = 0.691 and interval α = 0.811, which the `krippendorff` package's tests assert as
 * 0.691358 and 0.810845.
 */
const WIKIPEDIA_EXAMPLE: (number | undefined)[][] = [
  /* A */ [_, _, _, _, _, 3, 4, 1, 2, 1, 1, 3, 3, _, 3],
  /* B */ [1, _, 2, 1, 3, 3, 4, 3, _, _, _, _, _, _, _],
  /* C */ [_, _, 2, 1, 3, 4, 4, _, 2, 1, 1, 3, 3, _, 4],
];

function alphaOf(matrix: (number | undefined)[][], metric: AlphaMetric<number>): number | null {
  return krippendorffAlpha(reliabilityData(unitsFromMatrix(matrix), ratingReader), metric).alpha;
}

describe("Krippendorff's alpha against the literature", () => {
  it('reproduces Krippendorff (2011), 4 observers × 12 units with missing values', () => {
    expect(alphaOf(KRIPPENDORFF_2011, nominalMetric)).toBeCloseTo(0.743, 3);
    expect(alphaOf(KRIPPENDORFF_2011, ordinalMetric)).toBeCloseTo(0.815, 3);
    expect(alphaOf(KRIPPENDORFF_2011, intervalMetric)).toBeCloseTo(0.849, 3);
    expect(alphaOf(KRIPPENDORFF_2011, ratioMetric)).toBeCloseTo(0.797, 3);
  });

  it("reads Krippendorff's nominal example as labels too (the values are only names there)", () => {
    const labels = KRIPPENDORFF_2011.map((row) => row.map((value) => (value === _ ? _ : `code ${value}`)));
    const data = reliabilityData(unitsFromMatrix(labels), labelReader);
    expect(krippendorffAlpha(data, nominalMetric).alpha).toBeCloseTo(0.743, 3);
    // 12 units, unit 12 has a single value: 11 pairable units holding 40 values.
    expect(data.units).toBe(11);
    expect(data.pairable).toBe(40);
  });

  it('reproduces the Wikipedia example, 3 coders × 15 units', () => {
    expect(alphaOf(WIKIPEDIA_EXAMPLE, nominalMetric)).toBeCloseTo(0.691, 3);
    expect(alphaOf(WIKIPEDIA_EXAMPLE, intervalMetric)).toBeCloseTo(0.811, 3);
  });

  it('gives the two disagreements alpha is made of', () => {
    const result = krippendorffAlpha(
      reliabilityData(unitsFromMatrix(KRIPPENDORFF_2011), ratingReader),
      nominalMetric,
    );
    expect(result.alpha).toBeCloseTo(1 - result.observed / result.expected, 12);
  });
});

describe("Krippendorff's alpha: when it is undefined", () => {
  it('is null with a single value in all pairable data, even where observers agree perfectly', () => {
    const same = [
      [3, 3, 3],
      [3, 3, _],
    ];
    expect(alphaOf(same, nominalMetric)).toBeNull();
    expect(alphaOf(same, intervalMetric)).toBeNull();
  });

  it('is 1 when observers agree perfectly on varied values', () => {
    const agreeing = [
      [1, 2, 3],
      [1, 2, 3],
    ];
    expect(alphaOf(agreeing, nominalMetric)).toBe(1);
    expect(alphaOf(agreeing, ordinalMetric)).toBe(1);
    expect(alphaOf(agreeing, intervalMetric)).toBe(1);
  });

  it('is null with one observer only, or no record with two answers', () => {
    expect(alphaOf([[1, 2, 3, 4]], nominalMetric)).toBeNull();
    expect(
      alphaOf(
        [
          [1, _],
          [_, 2],
        ],
        nominalMetric,
      ),
    ).toBeNull();
    expect(alphaOf([], nominalMetric)).toBeNull();
  });

  it('ignores records with one answer: adding them changes nothing', () => {
    const withSingles = KRIPPENDORFF_2011.map((row, coder) => [
      ...row,
      coder === 0 ? 7 : _,
      coder === 2 ? 9 : _,
    ]);
    expect(alphaOf(withSingles, intervalMetric)).toBe(alphaOf(KRIPPENDORFF_2011, intervalMetric));
  });
});

describe("Krippendorff's alpha against a second, pairwise implementation", () => {
  /** Random reliability data: `coders` × `units`, a share missing, values around a per-unit truth. */
  function randomMatrix(
    seed: number,
    coders: number,
    units: number,
    values: () => number,
    missing = 0.25,
    truthful = 0.6,
  ) {
    const random = seededRandom(seed);
    const truths = Array.from({ length: units }, values);
    return Array.from({ length: coders }, () =>
      truths.map((truth) => (random() < missing ? _ : random() < truthful ? truth : values())),
    );
  }

  const plain = {
    nominal: (a: number, b: number) => (a === b ? 0 : 1),
    ordinal: plainOrdinalDistance,
    interval: (a: number, b: number) => (a - b) ** 2,
    ratio: (a: number, b: number) => (a + b === 0 ? 0 : ((a - b) / (a + b)) ** 2),
  };
  const metrics = {
    nominal: nominalMetric,
    ordinal: ordinalMetric,
    interval: intervalMetric,
    ratio: ratioMetric,
  };

  for (const level of ['nominal', 'ordinal', 'interval', 'ratio'] as const) {
    it(`agrees at the ${level} level on random ratings with missing values`, () => {
      for (const seed of [1, 2, 3]) {
        const random = seededRandom(seed * 97);
        const matrix = randomMatrix(seed, 3 + seed, 60, () => Math.floor(random() * 6));
        const expected = pairwiseAlpha(columnsOf(matrix), plain[level]);
        expect(alphaOf(matrix, metrics[level])).toBeCloseTo(expected as number, 10);
      }
    });
  }

  it('agrees with more distinct values than the dense coincidence matrix holds (the sparse path)', () => {
    const random = seededRandom(42);
    const matrix = randomMatrix(7, 3, 520, () => Math.round(random() * 5000) / 10, 0.1, 0.3);
    expect(reliabilityData(unitsFromMatrix(matrix), ratingReader).values.length).toBeGreaterThan(1024);
    for (const level of ['nominal', 'ordinal', 'interval', 'ratio'] as const) {
      const expected = pairwiseAlpha(columnsOf(matrix), plain[level]);
      expect(alphaOf(matrix, metrics[level])).toBeCloseTo(expected as number, 9);
    }
  });

  it('estimates D_e from sampled pairs beyond the exact budget, reproducibly and close to the exact value', () => {
    const random = seededRandom(42);
    const matrix = randomMatrix(7, 3, 520, () => Math.round(random() * 5000) / 10, 0.1, 0.3);
    const data = reliabilityData(unitsFromMatrix(matrix), ratingReader);
    const exact = krippendorffAlpha(data, ratioMetric);
    expect(exact.sampledPairs).toBe(0);
    // About 1,300 distinct values make about 850,000 pairs: a budget of 2^16 pairs samples as many instead.
    const sampled = krippendorffAlpha(data, ratioMetric, { exactPairs: 2 ** 16 });
    expect(sampled.sampledPairs).toBe(2 ** 16);
    // Standard error of E[δ²] at most 0.5/√65,536 ≈ 0.002.
    expect(Math.abs((sampled.alpha as number) - (exact.alpha as number))).toBeLessThan(0.01);
    expect(krippendorffAlpha(data, ratioMetric, { exactPairs: 2 ** 16 }).alpha).toBe(sampled.alpha);
    // Closed forms are never sampled.
    expect(krippendorffAlpha(data, intervalMetric, { exactPairs: 1 }).sampledPairs).toBe(0);
  });
});
