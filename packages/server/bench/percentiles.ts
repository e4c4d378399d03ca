/** p50 and p95 of a set of durations (milliseconds), nearest-rank method. */
export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

/**
 * Nearest-rank percentile: the smallest value such that at least `p`% of the values are ≤ it.
 *
 * @example
 * percentile([1, 2, 3, 4], 50); // 2
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

/**
 * The summary printed for one benchmark. A loop finds the largest value: `Math.max(...values)` overflowed the stack
 * on the 200,000 latencies of a fast machine's annotators load.
 */
export function summarize(values: readonly number[]): LatencySummary {
  let max = Number.NaN;
  for (const value of values) if (!(value <= max)) max = value;
  return {
    count: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max,
  };
}

/** `p50 12.3 ms, p95 20.1 ms (max 31.0 ms, n=200)`. */
export function formatSummary(summary: LatencySummary): string {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  return `p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)} (max ${ms(summary.max)}, n=${summary.count})`;
}

/** Runs `work` `warmup` times unmeasured, then `iterations` times measured; returns each duration. */
export async function measure(
  iterations: number,
  warmup: number,
  work: (i: number) => Promise<void>,
): Promise<number[]> {
  for (let i = 0; i < warmup; i += 1) await work(i);
  const durations: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    await work(warmup + i);
    durations.push(performance.now() - start);
  }
  return durations;
}
