import type { WireDatasetMetrics } from '../api/wire/datasets';

/** Share of the dataset's records per response status, in percent (0 to 100). */
export interface MetricsPercentages {
  submitted: number;
  discarded: number;
  draft: number;
  pending: number;
  responded: number;
}

/** The caller's progress on a dataset (`GET /me/datasets/{id}/metrics`). */
export interface Metrics {
  total: number;
  submitted: number;
  discarded: number;
  draft: number;
  pending: number;
  /** submitted + discarded + draft. */
  responded: number;
  /** responded / total, from 0 to 1 (0 for an empty dataset). */
  progress: number;
  percentages: MetricsPercentages;
}

function percentOf(part: number, total: number): number {
  return total > 0 ? (part * 100) / total : 0;
}

/**
 * Maps the metrics call.
 *
 * @example
 * toMetrics({ responses: { total: 1000, submitted: 25, discarded: 4, draft: 0, pending: 971 } }).responded; // 29
 */
export function toMetrics(wire: WireDatasetMetrics): Metrics {
  const { total, submitted, discarded, draft, pending } = wire.responses;
  const responded = submitted + discarded + draft;
  return {
    total,
    submitted,
    discarded,
    draft,
    pending,
    responded,
    progress: total > 0 ? responded / total : 0,
    percentages: {
      submitted: percentOf(submitted, total),
      discarded: percentOf(discarded, total),
      draft: percentOf(draft, total),
      pending: percentOf(pending, total),
      responded: percentOf(responded, total),
    },
  };
}

/**
 * The caller's own counts as a revision of what follows them (the team's progress, the review counts): they are
 * read again when it changes. Null until the counts are known, so those reads wait for them — the counts come
 * after the first record, and so do they.
 *
 * @example
 * teamProgressQuery(client, datasetId, ownCountsRevision(state.metrics));
 */
export function ownCountsRevision(metrics: Pick<Metrics, 'responded' | 'submitted'> | null): string | null {
  return metrics ? `${metrics.responded}:${metrics.submitted}` : null;
}
