import type { AgreementUnit } from '../AgreementFigure';

/**
 * Krippendorff's alpha the slow, obvious way, for checking the coincidence-matrix implementation: every pair of
 * pairable values is compared directly, α = 1 − (n − 1)·Σ_u Σ_{i≠j∈u} δ/(m_u − 1) / Σ_{i≠j} δ over all pairable
 * values. `distance` gets the two values and the list of all pairable values (the ordinal metric needs them).
 */
export function pairwiseAlpha<T>(
  units: readonly (readonly (T | undefined)[])[],
  distance: (a: T, b: T, pairable: readonly T[]) => number,
): number | null {
  const pairableUnits = units
    .map((unit) => unit.filter((value): value is T => value !== undefined))
    .filter((unit) => unit.length >= 2);
  const pairable = pairableUnits.flat();
  const n = pairable.length;
  if (n < 2) return null;
  let observed = 0;
  for (const unit of pairableUnits) {
    for (let i = 0; i < unit.length; i++) {
      for (let j = 0; j < unit.length; j++) {
        if (i !== j) observed += distance(unit[i] as T, unit[j] as T, pairable) / (unit.length - 1);
      }
    }
  }
  let expected = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++)
      if (i !== j) expected += distance(pairable[i] as T, pairable[j] as T, pairable);
  }
  return expected === 0 ? null : 1 - ((n - 1) * observed) / expected;
}

/** Where each value first sits in the sorted list of pairable values, and how often it occurs. */
const positions = new WeakMap<readonly number[], Map<number, { first: number; count: number }>>();

function positionsOf(pairable: readonly number[]): Map<number, { first: number; count: number }> {
  let known = positions.get(pairable);
  if (!known) {
    known = new Map();
    [...pairable]
      .sort((a, b) => a - b)
      .forEach((value, index) => {
        const entry = known!.get(value);
        if (entry) entry.count += 1;
        else known!.set(value, { first: index, count: 1 });
      });
    positions.set(pairable, known);
  }
  return known;
}

/**
 * Krippendorff's ordinal δ² counted straight from the sorted list of pairable values: the number of values from
 * a to b (both included) minus half the number equal to a or b, squared.
 */
export function plainOrdinalDistance(a: number, b: number, pairable: readonly number[]): number {
  if (a === b) return 0;
  const known = positionsOf(pairable);
  const low = known.get(Math.min(a, b))!;
  const high = known.get(Math.max(a, b))!;
  const between = high.first + high.count - low.first;
  return (between - (low.count + high.count) / 2) ** 2;
}

/** Records from a coders × units matrix (the layout of Krippendorff's tables); undefined = missing. */
export function unitsFromMatrix<T>(matrix: readonly (readonly (T | undefined)[])[]): AgreementUnit[] {
  const unitCount = Math.max(...matrix.map((row) => row.length));
  return Array.from({ length: unitCount }, (_, u) => {
    const answers: Record<string, unknown> = {};
    matrix.forEach((row, coder) => {
      if (row[u] !== undefined) answers[`coder${coder + 1}`] = row[u];
    });
    return { id: `unit${u + 1}`, answers };
  });
}

/** The units × coders layout of the same matrix, as `pairwiseAlpha` reads it. */
export function columnsOf<T>(matrix: readonly (readonly (T | undefined)[])[]): (T | undefined)[][] {
  const unitCount = Math.max(...matrix.map((row) => row.length));
  return Array.from({ length: unitCount }, (_, u) => matrix.map((row) => row[u]));
}

/**
 * Numbers in [0, 1) for random test data, the same for the same seed: the seed and a counter mixed by an integer
 * hash (the "lowbias32" finaliser), one number per call.
 */
export function seededRandom(seed: number): () => number {
  let counter = Math.imul(seed >>> 0, 0x9e3779b9) >>> 0;
  return () => {
    counter = (counter + 1) >>> 0;
    let x = counter;
    x ^= x >>> 16;
    x = Math.imul(x, 0x7feb352d);
    x ^= x >>> 15;
    x = Math.imul(x, 0x846ca68b);
    x ^= x >>> 16;
    return (x >>> 0) / 4294967296;
  };
}
