import type { AlphaMetric, PreparedDistance } from './krippendorffAlpha';
import type { KeyedAnswerReader } from './readAnswers';

/**
 * Distances between the label sets of multi-label answers: MASI (Passonneau 2006, "Measuring Agreement on
 * Set-valued Items (MASI) for Semantic and Pragmatic Annotation") and Jaccard. Both depend only on the two sizes
 * and the size of the intersection, which is how the alpha metrics compute them fast (bit sets).
 */

/** A multi-label answer: its labels, sorted, each once. */
export type LabelSet = readonly string[];

/** A list of labels as a label set; anything else (not a list, a non-text item) is no answer. */
export const labelSetReader: KeyedAnswerReader<LabelSet> = {
  read(raw) {
    if (!Array.isArray(raw)) return undefined;
    const sorted: string[] = [];
    for (const label of raw) {
      if (typeof label !== 'string') return undefined;
      // Insertion into order, each label once (answers are short).
      let at = sorted.length;
      while (at > 0 && (sorted[at - 1] as string) > label) at -= 1;
      if (at === 0 || sorted[at - 1] !== label) sorted.splice(at, 0, label);
    }
    return sorted;
  },
  key: (set) => JSON.stringify(set),
};

/** Jaccard distance from the sizes: 1 − |A∩B| / |A∪B|; two empty sets are equal (0). */
function jaccardOfSizes(a: number, b: number, shared: number): number {
  const union = a + b - shared;
  return union === 0 ? 0 : 1 - shared / union;
}

/**
 * MASI distance from the sizes: 1 − J·M, where J is the Jaccard coefficient and M the monotonicity: 1 for equal
 * sets, 2/3 when one contains the other, 1/3 when they share labels but neither contains the other, 0 when
 * they share none.
 */
function masiOfSizes(a: number, b: number, shared: number): number {
  const union = a + b - shared;
  if (union === 0 || (shared === a && shared === b)) return 0;
  const monotonicity = shared === 0 ? 0 : shared === a || shared === b ? 2 / 3 : 1 / 3;
  return 1 - (shared / union) * monotonicity;
}

function sharedCount(a: LabelSet, b: LabelSet): number {
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const x = a[i] as string;
    const y = b[j] as string;
    if (x === y) {
      shared += 1;
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return shared;
}

/**
 * Jaccard distance between two label sets.
 *
 * @example
 * jaccardDistance(['a', 'b'], ['a', 'b', 'c']); // 1/3
 */
export function jaccardDistance(a: LabelSet, b: LabelSet): number {
  return jaccardOfSizes(a.length, b.length, sharedCount(a, b));
}

/**
 * MASI distance between two label sets (Passonneau 2006).
 *
 * @example
 * masiDistance(['a', 'b'], ['a', 'b', 'c']); // 1 − (2/3)·(2/3) = 5/9
 */
export function masiDistance(a: LabelSet, b: LabelSet): number {
  return masiOfSizes(a.length, b.length, sharedCount(a, b));
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * An alpha metric over label sets: each distinct set becomes a bit set over the labels seen, so a distance costs
 * one AND and a bit count per 32 labels. The expected disagreement visits every pair of distinct sets.
 */
function setMetric(ofSizes: (a: number, b: number, shared: number) => number): AlphaMetric<LabelSet> {
  return {
    prepare(values): PreparedDistance {
      const labels = new Map<string, number>();
      for (const set of values)
        for (const label of set) if (!labels.has(label)) labels.set(label, labels.size);
      const words = Math.max(1, Math.ceil(labels.size / 32));
      const bits = new Uint32Array(values.length * words);
      values.forEach((set, id) => {
        for (const label of set) {
          const index = labels.get(label) as number;
          bits[id * words + (index >>> 5)] =
            (bits[id * words + (index >>> 5)] as number) | (1 << (index & 31));
        }
      });
      return {
        between(c, k) {
          let shared = 0;
          for (let w = 0; w < words; w++) {
            shared += popcount((bits[c * words + w] as number) & (bits[k * words + w] as number));
          }
          return ofSizes((values[c] as LabelSet).length, (values[k] as LabelSet).length, shared);
        },
      };
    },
  };
}

/** Alpha's difference function for label sets: the MASI distance (not squared, as Passonneau uses it). */
export const masiMetric: AlphaMetric<LabelSet> = setMetric(masiOfSizes);

/** Alpha's difference function for label sets: the Jaccard distance. */
export const jaccardMetric: AlphaMetric<LabelSet> = setMetric(jaccardOfSizes);
