import { useCallback, useRef } from 'react';
import type { ReviewSession, ReviewStore } from '@marginalia/core';
import { shallowEqual, useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { useScopedStyles } from '../styles/useScopedStyles';
import { QuestionReview } from './QuestionReview';
import { reviewCss } from './reviewCss';
import { ReviewDecisionBar } from './ReviewDecisionBar';
import { ReviewRecord } from './ReviewRecord';
import { reviewTexts } from './reviewTexts';
import { ReviewToolbar } from './ReviewToolbar';
import { useReviewSession } from './useReviewSession';
import { useReviewShortcuts } from './useReviewShortcuts';

export interface ReviewViewProps {
  datasetId: string;
  /** A session the host made; otherwise the component makes one. */
  session?: ReviewSession;
  /** Records per page of the review queue (default 20). */
  pageSize?: number;
}

/**
 * The review of a dataset for its reviewers (issue #28): the queue of records with enough submitted answers,
 * most disagreement first; per question every annotator's answer side by side with the disagreements marked; the
 * gold answer to pick or edit; accept, send back with a comment, and bulk accept of the unanimous records.
 *
 * @example
 * <ReviewView datasetId={id} />
 */
export function ReviewView(props: ReviewViewProps) {
  return props.session ? <ReviewScreen store={props.session.store} /> : <OwnSession {...props} />;
}

function OwnSession({ datasetId, pageSize }: ReviewViewProps) {
  const session = useReviewSession(datasetId, { pageSize });
  return <ReviewScreen store={session.store} />;
}

function ReviewScreen({ store }: { store: ReviewStore }) {
  const t = useT(reviewTexts);
  const styleRef = useScopedStyles<HTMLElement>('mg-review', reviewCss);
  const rootRef = useRef<HTMLElement | null>(null);
  const ref = useCallback(
    (node: HTMLElement | null) => {
      rootRef.current = node;
      styleRef(node);
    },
    [styleRef],
  );
  const { status, loadError, emptyState, actionError, notice } = useStoreSelector(
    store,
    (s) => ({ status: s.status, loadError: s.loadError, emptyState: s.emptyState, actionError: s.actionError, notice: s.notice }),
    shallowEqual,
  );
  useReviewShortcuts(rootRef, store);
  const item = useStoreSelector(store, (s) => s.item);
  const comparisons = useStoreSelector(store, (s) => s.comparisons);
  return (
    <section ref={ref} className="mg-root mg-review" part="review" aria-label={t('title')} tabIndex={-1}>
      {status === 'error' && loadError ? (
        <p className="mg-alert" role="alert">{translateMessage(t, loadError)}</p>
      ) : status !== 'ready' ? (
        <p className="mg-muted" role="status">{t('loading')}</p>
      ) : (
        <>
          <ReviewToolbar store={store} />
          {actionError && <p className="mg-alert" role="alert">{translateMessage(t, actionError)}</p>}
          {notice && (
            <p className="mg-alert" role="status">
              {translateMessage(t, notice)}{' '}
              <button type="button" className="mg-button mg-button--ghost" onClick={() => store.getState().dismissNotice()}>
                {t('dismiss')}
              </button>
            </p>
          )}
          {item ? (
            <div className="mg-review__body">
              <ReviewRecord store={store} />
              <div>
                <ol className="mg-review__questions" aria-label={t('answers')}>
                  {comparisons.map((comparison) => (
                    <QuestionReview key={comparison.question.id} store={store} comparison={comparison} fields={item.fields} />
                  ))}
                </ol>
                <ReviewDecisionBar store={store} />
              </div>
            </div>
          ) : (
            emptyState && <p className="mg-muted" role="status">{translateMessage(t, emptyState)}</p>
          )}
        </>
      )}
    </section>
  );
}
