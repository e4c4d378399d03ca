import type { ReliabilityData } from './reliabilityData';

/** Fleiss' kappa with the two proportions it is made of (Fleiss 1971). */
export interface FleissKappa {
  /** κ = (P̄ − P̄e)/(1 − P̄e); null when P̄e = 1 (every answer the same category: no variation). */
  kappa: number | null;
  /** P̄: the mean over subjects of the share of agreeing rater pairs. */
  observed: number;
  /** P̄e: Σ_j p_j², p_j the share of all assignments to category j. */
  expected: number;
}

function kappaOf(observed: number, expected: number): FleissKappa {
  return { kappa: expected === 1 ? null : (observed - expected) / (1 - expected), observed, expected };
}

/**
 * Fleiss' kappa from the classic table: one row per subject, one column per category, each cell the number of
 * raters who put the subject there. Null unless every subject has the same number of raters, at least two.
 *
 * @example
 * fleissKappa([[0, 2], [1, 1]]); // { kappa: -0.333…, observed: 0.5, expected: 0.625 }
 */
export function fleissKappa(counts: readonly (readonly number[])[]): FleissKappa | null {
  const raters = counts[0]?.reduce((sum, n) => sum + n, 0) ?? 0;
  if (raters < 2) return null;
  const categories = new Float64Array(Math.max(...counts.map((row) => row.length)));
  let agreement = 0;
  for (const row of counts) {
    let total = 0;
    let squares = 0;
    row.forEach((n, j) => {
      total += n;
      squares += n * n;
      categories[j] = (categories[j] as number) + n;
    });
    if (total !== raters) return null;
    agreement += (squares - raters) / (raters * (raters - 1));
  }
  const assignments = counts.length * raters;
  let expected = 0;
  for (const n of categories) expected += (n / assignments) ** 2;
  return kappaOf(agreement / counts.length, expected);
}

/**
 * Fleiss' kappa of reliability data (records with fewer than two answers already left out): null unless every
 * remaining record has the same number of answers. A record's share of agreeing pairs is counted pair by pair,
 * 2·(equal pairs)/(m(m−1)), which equals Fleiss' (Σ_j n_ij² − m)/(m(m−1)).
 */
export function fleissKappaOf(data: ReliabilityData<unknown>): FleissKappa | null {
  const { unitStarts, valueIds } = data;
  if (data.units === 0) return null;
  const raters = (unitStarts[1] as number) - (unitStarts[0] as number);
  let agreement = 0;
  for (let u = 0; u < data.units; u++) {
    const start = unitStarts[u] as number;
    const end = unitStarts[u + 1] as number;
    if (end - start !== raters) return null;
    let equal = 0;
    for (let i = start; i < end; i++)
      for (let j = i + 1; j < end; j++) if (valueIds[i] === valueIds[j]) equal += 1;
    agreement += (2 * equal) / (raters * (raters - 1));
  }
  let expected = 0;
  for (const n of data.frequencies) expected += (n / data.pairable) ** 2;
  return kappaOf(agreement / data.units, expected);
}
