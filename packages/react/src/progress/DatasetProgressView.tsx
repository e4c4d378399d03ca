import { useEffect, useState } from 'react';
import {
  DatasetProgressObserver,
  type Marginalia,
  ownCountsRevision,
  reviewSummaryQuery,
  toReviewProgress,
} from '@marginalia/core';
import { ProgressPanel } from '../annotation/ProgressPanel';
import { annotationCss } from '../annotation/annotationCss';
import { useObserver } from '../hooks/useObserver';
import { useQuery } from '../hooks/useQuery';
import { translateMessage, useT } from '../hooks/useT';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { useScopedStyles } from '../styles/useScopedStyles';

export interface DatasetProgressViewProps {
  datasetId: string;
  /** Reads the numbers again every this many milliseconds; once by default. */
  refreshMs?: number;
  /** An sdk to use instead of the provider's. */
  sdk?: Marginalia;
}

/**
 * A dataset's progress on its own, outside the annotation page: the caller's counts, the team's progress and the
 * review's counts (the same panel as the annotation page's), read by a core `DatasetProgressObserver` and the
 * review summary's query.
 *
 * @example
 * <DatasetProgressView datasetId={id} refreshMs={30_000} />
 */
export function DatasetProgressView({ datasetId, refreshMs, sdk }: DatasetProgressViewProps) {
  const { client } = useMarginalia(sdk);
  const t = useT();
  // The panel's styles are the annotation page's (one sheet, shared when both are on a page).
  const rootRef = useScopedStyles<HTMLDivElement>('mg-annotation', annotationCss);
  const [observer] = useState(() => new DatasetProgressObserver(client, { datasetId, refreshMs }));
  useEffect(() => observer.setOptions({ datasetId, refreshMs }), [observer, datasetId, refreshMs]);
  const { metrics, team, error } = useObserver(observer);
  // The review counts follow the caller's own counts, as on the annotation page.
  const revision = ownCountsRevision(metrics);
  const summary = useQuery(reviewSummaryQuery(client, datasetId, revision));
  return (
    <div ref={rootRef} className="mg-root mg-dataset-progress">
      {error && (
        <p className="mg-alert" role="alert">
          {translateMessage(t, error)}
        </p>
      )}
      <ProgressPanel metrics={metrics} team={team} review={summary ? toReviewProgress(summary) : null} />
    </div>
  );
}
