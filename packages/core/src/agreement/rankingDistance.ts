import type { AlphaMetric, PreparedDistance } from './krippendorffAlpha';
import type { KeyedAnswerReader } from './readAnswers';

/**
 * The distance between two rankings: the normalised Kendall tau distance with ties (Kendall's "K^(p)" of
 * Fagin et al. 2006, "Comparing partial rankings", with p = 1/2). Over every pair of options: 1 when the two
 * rankings order the pair oppositely, 1/2 when one ties the pair and the other orders it, 0 otherwise; the sum
 * is divided by the number of option pairs, so identical rankings are 0 and reversed ones 1. An option without a
 * rank (or missing from an answer) counts as tied with the other unranked ones below every ranked option.
 */

/** One ranked option: `rank` 1 is first; ties share a rank. */
export interface RankedOption {
  value: string;
  rank: number;
}

/** A ranking answer: its ranked options sorted by option value; unranked options are absent. */
export type Ranking = readonly RankedOption[];

function isRankingItem(item: unknown): item is { value: string; rank: unknown } {
  return typeof item === 'object' && item !== null && typeof (item as { value?: unknown }).value === 'string';
}

/** `[{value, rank}]` as a ranking; ranks must be positive whole numbers or null (unranked), each option once. */
export const rankingReader: KeyedAnswerReader<Ranking> = {
  read(raw) {
    if (!Array.isArray(raw)) return undefined;
    const ranked: RankedOption[] = [];
    for (const item of raw) {
      if (!isRankingItem(item)) return undefined;
      const { rank } = item;
      if (rank === null || rank === undefined) continue;
      if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 1) return undefined;
      // Insertion into order (answers are short); the item itself, checked, rather than a copy of every item.
      let at = ranked.length;
      while (at > 0 && (ranked[at - 1] as RankedOption).value > item.value) at -= 1;
      if (at > 0 && (ranked[at - 1] as RankedOption).value === item.value) return undefined;
      ranked.splice(at, 0, item as RankedOption);
    }
    return ranked.length === 0 ? undefined : ranked;
  },
  key(ranking) {
    // Length-prefixed values: no option text can make two rankings share a key.
    let key = '';
    for (const { value, rank } of ranking) key += `${value.length}:${value}=${rank};`;
    return key;
  },
};

/** The options compared: the question's options, then any other option an answer ranks. */
function optionsOf(rankings: Iterable<Ranking>, options: readonly string[]): string[] {
  const all = new Set(options);
  for (const ranking of rankings) for (const { value } of ranking) all.add(value);
  return [...all];
}

/** Ranks in option order, Infinity for unranked options. */
function rankVector(ranking: Ranking, optionIndex: ReadonlyMap<string, number>): Float64Array {
  const ranks = new Float64Array(optionIndex.size).fill(Infinity);
  for (const { value, rank } of ranking) ranks[optionIndex.get(value) as number] = rank;
  return ranks;
}

function indexOf(options: readonly string[]): Map<string, number> {
  return new Map(options.map((option, index) => [option, index]));
}

/** −1, 0 or 1: how a ranking orders options i and j (Infinity = Infinity is a tie). */
function order(ranks: Float64Array, offset: number, i: number, j: number): number {
  const a = ranks[offset + i] as number;
  const b = ranks[offset + j] as number;
  return a < b ? -1 : a > b ? 1 : 0;
}

function pairCount(options: number): number {
  return (options * (options - 1)) / 2;
}

function vectorDistance(ranks: Float64Array, c: number, k: number, options: number): number {
  if (options < 2) return 0;
  let sum = 0;
  for (let i = 0; i < options; i++) {
    for (let j = i + 1; j < options; j++) {
      const s = order(ranks, c * options, i, j);
      const t = order(ranks, k * options, i, j);
      if (s !== t) sum += s === 0 || t === 0 ? 0.5 : 1;
    }
  }
  return sum / pairCount(options);
}

/**
 * The normalised Kendall tau distance between two rankings (as `rankingReader` reads them), in 0..1.
 *
 * @example
 * // The textbook example (Sedgewick & Wayne, Algorithms, 4th ed., §2.5): 4 of 21 pairs differ.
 * kendallTauDistance(ranks('0 3 1 6 2 5 4'), ranks('1 0 3 6 4 2 5')); // 4/21
 */
export function kendallTauDistance(a: Ranking, b: Ranking, options: readonly string[] = []): number {
  const all = optionsOf([a, b], options);
  const index = indexOf(all);
  const ranks = new Float64Array(all.length * 2);
  ranks.set(rankVector(a, index), 0);
  ranks.set(rankVector(b, index), all.length);
  return vectorDistance(ranks, 0, 1, all.length);
}

/**
 * Σ_c Σ_k n_c n_k δ(c, k) pair of options by pair of options: for one pair, with N<, N> and N= the weighted
 * counts of rankings ordering it each way or tying it, the ordered pairs of rankings add 2·N<·N> (opposite
 * orders) + N=·(N< + N>) (a tie against an order, 1/2 each way). Linear in the distinct rankings.
 */
function kendallExpectedSum(ranks: Float64Array, frequencies: Float64Array, options: number): number {
  if (options < 2) return 0;
  let sum = 0;
  for (let i = 0; i < options; i++) {
    for (let j = i + 1; j < options; j++) {
      let before = 0;
      let after = 0;
      let tied = 0;
      for (let c = 0; c < frequencies.length; c++) {
        const s = order(ranks, c * options, i, j);
        const n = frequencies[c] as number;
        if (s < 0) before += n;
        else if (s > 0) after += n;
        else tied += n;
      }
      sum += 2 * before * after + tied * (before + after);
    }
  }
  return sum / pairCount(options);
}

/**
 * Alpha's difference function for rankings: the normalised Kendall tau distance over the question's options
 * (plus any other option an answer ranks).
 */
export function kendallMetric(options: readonly string[] = []): AlphaMetric<Ranking> {
  return {
    prepare(values, frequencies): PreparedDistance {
      const all = optionsOf(values, options);
      const index = indexOf(all);
      const ranks = new Float64Array(values.length * all.length);
      values.forEach((ranking, id) => ranks.set(rankVector(ranking, index), id * all.length));
      return {
        between: (c, k) => (c === k ? 0 : vectorDistance(ranks, c, k, all.length)),
        expectedSum: () => kendallExpectedSum(ranks, frequencies, all.length),
      };
    },
  };
}
