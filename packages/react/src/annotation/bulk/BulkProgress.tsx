import type { BulkAnnotationState } from '@marginalia/core';
import { shallowEqual, useStoreSelector } from '../../hooks/useStoreSelector';
import { useT } from '../../hooks/useT';
import { useAnnotationView } from '../view/AnnotationViewContext';

const pick = (s: BulkAnnotationState) => ({ running: s.running, progress: s.progress, results: s.results });

/**
 * The progress of a running bulk action, group by group of 10 records, and after a partial failure the number
 * of records that failed.
 *
 * @example
 * <BulkProgress />
 */
export function BulkProgress() {
  const t = useT();
  const { store } = useAnnotationView();
  const { running, progress, results } = useStoreSelector(store.bulk, pick, shallowEqual);
  const failed = results.filter((result) => !result.ok).length;
  if (running && progress) {
    return (
      <div className="mg-bulk-progress" role="status">
        <progress
          className="mg-bulk-progress__bar"
          max={progress.total}
          value={progress.done}
          aria-label={t('annotation.bulk.progressLabel')}
        />
        <span>{t('annotation.bulk.progress', { done: progress.done, total: progress.total })}</span>
      </div>
    );
  }
  if (!running && failed > 0) {
    return (
      <p className="mg-alert" role="alert">
        {t('bulkAnnotation.someRecordsFailed')} {t('annotation.bulk.failedCount', { count: failed })}
      </p>
    );
  }
  return null;
}
