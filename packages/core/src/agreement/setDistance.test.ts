import { describe, expect, it } from 'vitest';
import { krippendorffAlpha } from './krippendorffAlpha';
import { reliabilityData } from './reliabilityData';
import {
  jaccardDistance,
  jaccardMetric,
  labelSetReader,
  masiDistance,
  masiMetric,
  type LabelSet,
} from './setDistance';
import { columnsOf, pairwiseAlpha, unitsFromMatrix, seededRandom } from './testing/pairwiseAlpha';

/**
 * MASI as Passonneau (2006, LREC, "Measuring Agreement on Set-valued Items (MASI) for Semantic and Pragmatic
 * Annotation") defines it: distance 1 − J·M, J = |A∩B|/|A∪B|, M = 1 (identity), 2/3 (one set subsumes the
 * other), 1/3 (they intersect, neither subsumes the other), 0 (disjoint).
 */
describe('MASI distance (Passonneau 2006)', () => {
  it('is 0 for identical sets', () => {
    expect(masiDistance(['a', 'b'], ['a', 'b'])).toBe(0);
  });

  it('scales Jaccard by 2/3 when one set subsumes the other', () => {
    // {a,b} vs {a,b,c}: J = 2/3, M = 2/3, distance = 1 − 4/9 = 0.556.
    expect(masiDistance(['a', 'b'], ['a', 'b', 'c'])).toBeCloseTo(0.556, 3);
    // NLTK's documented example, masi_distance({1,2}, {1,2,3,4}): J = 1/2, M = 2/3, 1 − 1/3 = 0.667. NLTK prints
    // 0.665 because it writes M as the rounded 0.67; the definition's 2/3 is used here.
    expect(masiDistance(['1', '2'], ['1', '2', '3', '4'])).toBeCloseTo(0.667, 3);
  });

  it('scales Jaccard by 1/3 when the sets intersect and neither subsumes the other', () => {
    // {a,b} vs {b,c}: J = 1/3, M = 1/3, distance = 1 − 1/9 = 0.889.
    expect(masiDistance(['a', 'b'], ['b', 'c'])).toBeCloseTo(0.889, 3);
  });

  it('is 1 for disjoint sets, an empty answer against any other included', () => {
    expect(masiDistance(['a'], ['b'])).toBe(1);
    expect(masiDistance([], ['b'])).toBe(1);
    expect(masiDistance([], [])).toBe(0);
  });

  it('is symmetric and weighs a subset as closer than a crossing of the same Jaccard', () => {
    // Both pairs have J = 1/2: {a} ⊂ {a,b} (M = 2/3, distance 2/3) is closer than {a,b,c} against {a,b,d}, which
    // cross (M = 1/3, distance 5/6).
    const subset = masiDistance(['a'], ['a', 'b']);
    const crossing = masiDistance(['a', 'b', 'c'], ['a', 'b', 'd']);
    expect(jaccardDistance(['a'], ['a', 'b'])).toBe(jaccardDistance(['a', 'b', 'c'], ['a', 'b', 'd']));
    expect(subset).toBeLessThan(crossing);
    expect(masiDistance(['a', 'b', 'c'], ['a', 'b'])).toBe(masiDistance(['a', 'b'], ['a', 'b', 'c']));
  });
});

describe('Jaccard distance', () => {
  it('is 1 − |A∩B|/|A∪B|', () => {
    expect(jaccardDistance(['a', 'b'], ['a', 'b', 'c'])).toBeCloseTo(1 / 3, 12);
    expect(jaccardDistance(['a', 'b'], ['b', 'c'])).toBeCloseTo(2 / 3, 12);
    expect(jaccardDistance([], [])).toBe(0);
  });
});

describe('label sets as answers', () => {
  it('reads a list of labels as a sorted set, each label once', () => {
    expect(labelSetReader.read(['b', 'a', 'b'])).toEqual(['a', 'b']);
    expect(labelSetReader.read([])).toEqual([]);
  });

  it('reads anything else as no answer', () => {
    expect(labelSetReader.read('a')).toBeUndefined();
    expect(labelSetReader.read(['a', 1])).toBeUndefined();
    expect(labelSetReader.read(null)).toBeUndefined();
  });
});

describe('alpha over label sets against a second, pairwise implementation', () => {
  /** Random multi-label answers: subsets of `labels` labels around a per-record truth, some missing. */
  function randomSets(
    seed: number,
    coders: number,
    units: number,
    labels: number,
  ): (LabelSet | undefined)[][] {
    const random = seededRandom(seed);
    const names = Array.from({ length: labels }, (_, i) => `label${i}`);
    const randomSet = () => names.filter(() => random() < 0.25);
    const truths = Array.from({ length: units }, randomSet);
    return Array.from({ length: coders }, () =>
      truths.map((truth) => {
        if (random() < 0.2) return undefined;
        const set = random() < 0.5 ? truth : random() < 0.5 ? [...truth, names[0] as string] : randomSet();
        return labelSetReader.read(set);
      }),
    );
  }

  for (const [name, metric, distance] of [
    ['MASI', masiMetric, masiDistance],
    ['Jaccard', jaccardMetric, jaccardDistance],
  ] as const) {
    it(`agrees with ${name} as the distance, labels spanning several bit words`, () => {
      for (const [seed, labels] of [
        [1, 5],
        [2, 40],
        [3, 70],
      ] as const) {
        const matrix = randomSets(seed, 4, 80, labels);
        const alpha = krippendorffAlpha(
          reliabilityData(unitsFromMatrix(matrix), labelSetReader),
          metric,
        ).alpha;
        expect(alpha).toBeCloseTo(pairwiseAlpha(columnsOf(matrix), distance) as number, 10);
      }
    });
  }
});
