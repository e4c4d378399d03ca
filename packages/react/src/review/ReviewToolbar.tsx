import {
  REVIEW_QUEUE_SORTS,
  selectBulkAccept,
  selectReviewPaging,
  type ReviewFilter,
  type ReviewQueueSort,
  type ReviewStore,
} from '@marginalia/core';
import { shallowEqual, useStoreSelector } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';
import { Select } from '../primitives/Select';
import { reviewTexts } from './reviewTexts';

const FILTERS: ReviewFilter[] = ['pending', 'accepted', 'rejected', 'all'];

/** The queue's filter and order, the position with previous and next, and the bulk accept of the page. */
export function ReviewToolbar({ store }: { store: ReviewStore }) {
  const t = useT(reviewTexts);
  const filter = useStoreSelector(store, (s) => s.filter);
  const sort = useStoreSelector(store, (s) => s.sort);
  const paging = useStoreSelector(store, selectReviewPaging, shallowEqual);
  const bulk = useStoreSelector(store, selectBulkAccept, shallowEqual);
  const state = () => store.getState();
  return (
    <div className="mg-review__toolbar" part="review-toolbar">
      <Select<ReviewFilter>
        label={t('filterLabel')}
        value={filter}
        options={FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))}
        onChange={(value) => void state().setFilter(value)}
      />
      <Select<ReviewQueueSort>
        label={t('sortLabel')}
        value={sort}
        options={REVIEW_QUEUE_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) }))}
        onChange={(value) => void state().setSort(value)}
      />
      <button
        type="button"
        className="mg-button"
        disabled={!bulk.canRun}
        onClick={() => void state().bulkAcceptUnanimous()}
      >
        {t('bulkAccept', { count: bulk.count })}
      </button>
      <span className="mg-review__position" aria-live="polite">
        {paging.position > 0 && t('position', { position: paging.position, total: paging.total })}
      </span>
      <button
        type="button"
        className="mg-button"
        disabled={!paging.canPrevious}
        onClick={() => void state().previous()}
      >
        {t('previous')}
      </button>
      <button
        type="button"
        className="mg-button"
        disabled={!paging.canNext}
        onClick={() => void state().next()}
      >
        {t('next')}
      </button>
    </div>
  );
}
