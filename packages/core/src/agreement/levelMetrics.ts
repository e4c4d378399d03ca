import type { AlphaMetric, PreparedDistance } from './krippendorffAlpha';

/**
 * The levels of measurement of Krippendorff (2011): the difference functions δ² for nominal, ordinal,
 * interval and ratio values. Nominal and interval also give Σ n_c n_k δ² in closed form, so their expected
 * disagreement costs one pass over the distinct values instead of every pair.
 */

/** Nominal: δ² = 0 for equal values, 1 otherwise. */
export const nominalMetric: AlphaMetric<unknown> = {
  prepare(_values, frequencies): PreparedDistance {
    return {
      between: (c, k) => (c === k ? 0 : 1),
      expectedSum() {
        // Σ_c Σ_k n_c n_k [c ≠ k] = n² − Σ n_c².
        let n = 0;
        let squares = 0;
        for (const nc of frequencies) {
          n += nc;
          squares += nc * nc;
        }
        return n * n - squares;
      },
    };
  },
};

/**
 * Ordinal (Krippendorff's rank metric, built from the marginal frequencies, not from rank differences):
 * δ²(c, k) = (Σ_{g=c..k} n_g − (n_c + n_k)/2)², with g running over the values between c and k in order.
 */
export const ordinalMetric: AlphaMetric<number> = {
  prepare(values, frequencies): PreparedDistance {
    const order = values.map((_, id) => id).sort((a, b) => (values[a] as number) - (values[b] as number));
    const position = new Int32Array(values.length);
    // cumulative[p] = Σ of the frequencies of the values at positions before p.
    const cumulative = new Float64Array(values.length + 1);
    order.forEach((id, p) => {
      position[id] = p;
      cumulative[p + 1] = (cumulative[p] as number) + (frequencies[id] as number);
    });
    return {
      between(c, k) {
        if (c === k) return 0;
        const p = position[c] as number;
        const q = position[k] as number;
        const span = (cumulative[Math.max(p, q) + 1] as number) - (cumulative[Math.min(p, q)] as number);
        const d = span - ((frequencies[c] as number) + (frequencies[k] as number)) / 2;
        return d * d;
      },
    };
  },
};

/** Interval: δ²(c, k) = (c − k)², the values themselves as the scale. */
export const intervalMetric: AlphaMetric<number> = {
  prepare(values, frequencies): PreparedDistance {
    return {
      between(c, k) {
        const d = (values[c] as number) - (values[k] as number);
        return d * d;
      },
      expectedSum() {
        // Σ_c Σ_k n_c n_k (x_c − x_k)² = 2n Σ n_c (x_c − x̄)², centred to keep the sum exact for large n.
        let n = 0;
        let total = 0;
        values.forEach((x, id) => {
          n += frequencies[id] as number;
          total += (frequencies[id] as number) * x;
        });
        const mean = total / n;
        let spread = 0;
        values.forEach((x, id) => {
          spread += (frequencies[id] as number) * (x - mean) * (x - mean);
        });
        return 2 * n * spread;
      },
    };
  },
};

/** Ratio: δ²(c, k) = ((c − k)/(c + k))², 0 when both are 0. */
export const ratioMetric: AlphaMetric<number> = {
  prepare(values): PreparedDistance {
    return {
      between(c, k) {
        const x = values[c] as number;
        const y = values[k] as number;
        if (x + y === 0) return 0;
        const d = (x - y) / (x + y);
        return d * d;
      },
    };
  },
};
