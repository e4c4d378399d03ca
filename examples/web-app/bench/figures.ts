import { percentile } from '../../../packages/server/bench/percentiles';

/** One printed figure: measured values, the goal (issue #5's, or #27's where it set a new one) and whether it is met. */
export interface Figure {
  id: string;
  /** What was measured, as printed. */
  label: string;
  unit: 'ms' | 's' | 'MB' | 'KB' | 'count';
  values: number[];
  /** The goal applies to this statistic of the values. */
  goalOf: 'median' | 'max' | 'value';
  goal: number;
  /** Extra detail printed under the figure (a breakdown, the runs). */
  detail?: string;
}

const median = (values: readonly number[]) => percentile(values, 50);

function format(value: number, unit: Figure['unit']): string {
  if (unit === 'count') return String(value);
  const digits = unit === 'KB' || unit === 'MB' || unit === 's' ? 2 : 1;
  return `${value.toFixed(digits)} ${unit}`;
}

/** The statistic the goal is checked against. */
export function goalStatistic(figure: Figure): number {
  if (figure.goalOf === 'max') return Math.max(...figure.values);
  return figure.goalOf === 'median' ? median(figure.values) : (figure.values[0] as number);
}

/**
 * `P3 Submit → next record painted: median 21.0 ms, p95 34.2 ms, max 40.1 ms (n=50) | goal median ≤ 16.0 ms: MISSED`
 * (fewer than five values are listed instead of a p95).
 */
export function formatFigure(figure: Figure): string {
  const { values, unit } = figure;
  const measured =
    values.length === 1
      ? format(values[0] as number, unit)
      : values.length < 5
        ? `median ${format(median(values), unit)} (runs: ${values.map((value) => format(value, unit)).join(', ')})`
        : `median ${format(median(values), unit)}, p95 ${format(percentile(values, 95), unit)}, max ${format(Math.max(...values), unit)} (n=${values.length})`;
  const met = goalStatistic(figure) <= figure.goal ? 'met' : 'MISSED';
  const goalText = `goal ${figure.goalOf === 'value' ? '' : `${figure.goalOf} `}≤ ${format(figure.goal, unit)}: ${met}`;
  return `${figure.id} ${figure.label}: ${measured} | ${goalText}`;
}

export { median, percentile };
