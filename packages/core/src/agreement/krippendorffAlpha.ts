import { coincidenceMatrix, type CoincidenceMatrix } from './coincidenceMatrix';
import type { ReliabilityData } from './reliabilityData';

/** A difference function made for one set of data (an ordinal one needs the values' frequencies). */
export interface PreparedDistance {
  /** δ²(c, k) between the distinct values with ids c and k; 0 when c === k. */
  between(c: number, k: number): number;
  /** Σ_c Σ_k n_c·n_k·δ²(c, k) over all ordered pairs, when the distance has a faster way than every pair. */
  expectedSum?(): number;
}

/** A level of measurement or distance for Krippendorff's alpha (Krippendorff 2011, "difference functions"). */
export interface AlphaMetric<T> {
  prepare(values: readonly T[], frequencies: Float64Array): PreparedDistance;
}

/** How alpha is computed. */
export interface AlphaOptions {
  /** The coincidence matrix of the data, when several levels of the same data are computed (counted once). */
  matrix?: CoincidenceMatrix;
  /**
   * How many pairs of distinct values D_e may visit exactly when the distance has no faster way; beyond, D_e is
   * estimated from as many sampled pairs of answers (2^20 by default: about 1,450 distinct values).
   */
  exactPairs?: number;
}

/** Alpha with the two disagreements it is made of. */
export interface AlphaResult {
  /** α = 1 − D_o / D_e; null when undefined: no record with two answers, or a single value in all of them. */
  alpha: number | null;
  /** D_o = (1/n) Σ_c Σ_k o_ck δ²_ck. */
  observed: number;
  /** D_e = 1/(n(n−1)) Σ_c Σ_k n_c n_k δ²_ck. */
  expected: number;
  /** Pairs of answers D_e was estimated from; 0 when it was computed exactly. */
  sampledPairs: number;
}

const EXACT_PAIRS = 2 ** 20;

/** Σ_c Σ_k o_ck·δ²_ck over the cells of the coincidence matrix off its diagonal. */
function observedSum(matrix: CoincidenceMatrix, distance: PreparedDistance): number {
  let sum = 0;
  for (let i = 0; i < matrix.weight.length; i++) {
    sum +=
      (matrix.weight[i] as number) * distance.between(matrix.first[i] as number, matrix.second[i] as number);
  }
  return sum;
}

/** Σ_c Σ_k n_c·n_k·δ²_ck by every unordered pair of distinct values, when the distance has no faster way. */
function pairExpectedSum(frequencies: Float64Array, distance: PreparedDistance): number {
  let sum = 0;
  for (let c = 0; c < frequencies.length; c++) {
    const nc = frequencies[c] as number;
    let row = 0;
    for (let k = c + 1; k < frequencies.length; k++)
      row += (frequencies[k] as number) * distance.between(c, k);
    sum += nc * row;
  }
  return 2 * sum;
}

/** The plastic number's powers: the R2 sequence, the most even known spread of points over a square. */
const R2_FIRST = 1 / 1.324717957244746;
const R2_SECOND = R2_FIRST * R2_FIRST;

/**
 * Σ_c Σ_k n_c·n_k·δ²_ck = n(n − 1)·E[δ²] over pairs of two different answers, E estimated from `samples` pairs
 * of answers spread evenly over all of them by the R2 low-discrepancy sequence (Roberts 2018): no random
 * numbers, so the same data always gives the same figure, with the accuracy of a random sample of that size or
 * better (standard error of E at most 0.5/√samples for δ² in 0..1: 0.0005 with the default 2^20 pairs).
 */
function sampledExpectedSum<T>(
  data: ReliabilityData<T>,
  distance: PreparedDistance,
  samples: number,
): number {
  const { valueIds } = data;
  const n = data.pairable;
  let sum = 0;
  for (let s = 0; s < samples; s++) {
    const first = (0.5 + s * R2_FIRST) % 1;
    const second = (0.5 + s * R2_SECOND) % 1;
    const i = Math.floor(first * n);
    let j = Math.floor(second * (n - 1));
    if (j >= i) j += 1;
    sum += distance.between(valueIds[i] as number, valueIds[j] as number);
  }
  return (sum / samples) * n * (n - 1);
}

/**
 * Krippendorff's alpha over the coincidence matrix with any difference function (Krippendorff 2011,
 * "Computing Krippendorff's Alpha-Reliability"): α = 1 − (n − 1)·Σ o_ck δ²_ck / Σ n_c n_k δ²_ck. Records with
 * fewer than two answers are already left out of `data`; missing answers are simply absent. Pass the data's
 * `coincidenceMatrix` when computing several levels of the same data, to count the coincidences once. D_e is
 * exact, unless a distance without a faster way meets more than `exactPairs` pairs of distinct values.
 *
 * @example
 * const data = reliabilityData(units, labelReader);
 * krippendorffAlpha(data, nominalMetric).alpha; // e.g. 0.743
 */
export function krippendorffAlpha<T>(
  data: ReliabilityData<T>,
  metric: AlphaMetric<T>,
  options: AlphaOptions = {},
): AlphaResult {
  const n = data.pairable;
  // A single value in all pairable data: no variation, D_e = 0 and alpha is 0/0 (Krippendorff 2011).
  if (n < 2 || data.values.length < 2) return { alpha: null, observed: 0, expected: 0, sampledPairs: 0 };
  const distance = metric.prepare(data.values, data.frequencies);
  const observed = observedSum(options.matrix ?? coincidenceMatrix(data), distance);
  const size = data.values.length;
  const exactPairs = options.exactPairs ?? EXACT_PAIRS;
  const sampledPairs = !distance.expectedSum && (size * (size - 1)) / 2 > exactPairs ? exactPairs : 0;
  let expected: number;
  if (distance.expectedSum) expected = distance.expectedSum();
  else if (sampledPairs > 0) expected = sampledExpectedSum(data, distance, sampledPairs);
  else expected = pairExpectedSum(data.frequencies, distance);
  const result = { observed: observed / n, expected: expected / (n * (n - 1)), sampledPairs };
  if (!(expected > 0)) return { alpha: null, ...result };
  return { alpha: 1 - ((n - 1) * observed) / expected, ...result };
}
