import { reviewSummaryQuery } from '@marginalia/core';
import type { MouseEvent } from 'react';
import { annotationPath, reviewPath } from '../datasets/datasetPaths';
import { useQuery } from '../hooks/useQuery';
import { useT } from '../hooks/useT';
import { useMarginalia, useNavigation } from '../provider/MarginaliaProvider';

/**
 * The switch between a dataset's annotation and its review, shown only to its reviewers (the review summary's
 * `can_review`): on the annotation page it leads to Review, on the review page back to annotation.
 *
 * `revision` shares the progress panel's read of the summary (the caller's own counts, `ownCountsRevision`): on
 * the annotation page the link then waits, like the panel, until the first record has shown.
 *
 * @example
 * <ReviewModeLink datasetId={id} to="review" />
 */
export function ReviewModeLink({
  datasetId,
  to,
  revision = '',
}: {
  datasetId: string;
  to: 'review' | 'annotation';
  revision?: string | null;
}) {
  const t = useT();
  const { client } = useMarginalia();
  const navigation = useNavigation();
  const summary = useQuery(reviewSummaryQuery(client, datasetId, revision));
  if (!summary?.can_review) return null;
  const path = to === 'review' ? reviewPath(datasetId) : annotationPath(datasetId);
  const follow = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigation.navigate(path);
  };
  return (
    <a className="mg-button mg-button--quiet" href={navigation.href(path)} onClick={follow}>
      {to === 'review'
        ? t('annotation.header.openReview', { count: summary.pending })
        : t('annotation.header.backToAnnotation')}
    </a>
  );
}
