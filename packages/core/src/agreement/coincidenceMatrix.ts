import type { ReliabilityData } from './reliabilityData';

/**
 * The coincidence matrix of Krippendorff (2011): o_ck = Σ_u (number of ordered pairs of answers (c, k) in
 * record u) / (m_u − 1). Only the cells off the diagonal are kept, one per unordered pair of values holding
 * o_ck + o_kc (every difference function is 0 on the diagonal and symmetric); the diagonal is n_c minus the rest.
 */
export interface CoincidenceMatrix {
  /** The cells with a coincidence: values `first[i]` < `second[i]`, holding o_ck + o_kc = `weight[i]`. */
  first: Int32Array;
  second: Int32Array;
  weight: Float64Array;
}

/** A dense matrix up to this many distinct values (8 MB), a map beyond. */
const DENSE_VALUES = 1024;

/**
 * Counts the coincidences of reliability data in one pass over its records: each record with m answers adds
 * 2/(m − 1) to the cell of every unordered pair of its answers holding different values.
 *
 * @example
 * const matrix = coincidenceMatrix(data);
 * krippendorffAlpha(data, ordinalMetric, { matrix }); // the same matrix serves every level
 */
export function coincidenceMatrix<T>(data: ReliabilityData<T>): CoincidenceMatrix {
  const size = data.values.length;
  const { unitStarts, valueIds } = data;
  const dense = size <= DENSE_VALUES ? new Float64Array(size * size) : null;
  const sparse = dense ? null : new Map<number, number>();
  for (let u = 0; u < data.units; u++) {
    const start = unitStarts[u] as number;
    const end = unitStarts[u + 1] as number;
    const weight = 2 / (end - start - 1);
    for (let i = start; i < end; i++) {
      const a = valueIds[i] as number;
      for (let j = i + 1; j < end; j++) {
        const b = valueIds[j] as number;
        if (a === b) continue;
        const cell = a < b ? a * size + b : b * size + a;
        if (dense) dense[cell] = (dense[cell] as number) + weight;
        else sparse!.set(cell, (sparse!.get(cell) ?? 0) + weight);
      }
    }
  }
  const cells: [number, number][] = [];
  if (dense) dense.forEach((weight, cell) => weight !== 0 && cells.push([cell, weight]));
  else for (const entry of sparse!) cells.push(entry);
  return {
    first: Int32Array.from(cells, ([cell]) => Math.floor(cell / size)),
    second: Int32Array.from(cells, ([cell]) => cell % size),
    weight: Float64Array.from(cells, ([, weight]) => weight),
  };
}
