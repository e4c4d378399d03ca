import { selectIsBulk, selectRecordHistoryTarget } from '@marginalia/core';
import { shallowEqual, useStoreSelector } from '../../hooks/useStoreSelector';
import { LazyRecordHistory } from '../../history/LazyRecordHistory';
import { LazyAgreementPanel } from '../../agreement/LazyAgreementPanel';
import { useAnnotationView } from '../view/AnnotationViewContext';
import { ProgressPanel } from '../ProgressPanel';
import { CommentsPanel } from './CommentsPanel';
import { useReviewProgress } from './useReviewProgress';
import { useTeamProgress } from './useTeamProgress';

/**
 * The panels under the questions: my progress, the team's and the review's, the agreement for the dataset's
 * reviewers, the record's comments, then (focus view) the shown record's history. The guidelines open in a
 * drawer from the toolbar.
 *
 * @example
 * <AnnotationPanels />
 */
export function AnnotationPanels() {
  const { store, datasetId } = useAnnotationView();
  const metrics = useStoreSelector(store, (s) => s.metrics);
  const team = useTeamProgress();
  const { review, canReview, revision } = useReviewProgress();
  const isBulk = useStoreSelector(store.criteria, selectIsBulk);
  const history = useStoreSelector(store, selectRecordHistoryTarget, shallowEqual);
  return (
    <div className="mg-panels" part="panels">
      <ProgressPanel metrics={metrics} team={team} review={review} />
      {canReview && <LazyAgreementPanel datasetId={datasetId} revision={revision} />}
      <CommentsPanel />
      {!isBulk && history.recordId !== null && (
        <LazyRecordHistory recordId={history.recordId} revision={history.revision} />
      )}
    </div>
  );
}
