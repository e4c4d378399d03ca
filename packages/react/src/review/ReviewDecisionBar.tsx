import { useEffect, useId, useRef } from 'react';
import { REVIEW_SHORTCUT_KEYS, selectReviewDecision, type ReviewStore } from '@marginalia/core';
import { shallowEqual, useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { reviewTexts } from './reviewTexts';

/** Accept, send back with a comment (the box R opens), why either is refused, and the shortcut hints. */
export function ReviewDecisionBar({ store }: { store: ReviewStore }) {
  const t = useT(reviewTexts);
  const commentId = useId();
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const decision = useStoreSelector(store, selectReviewDecision, shallowEqual);
  const rejecting = useStoreSelector(store, (s) => s.rejecting);
  const comment = useStoreSelector(store, (s) => s.comment);
  const goldModified = useStoreSelector(store, (s) => s.goldModified);
  const state = () => store.getState();
  useEffect(() => {
    if (rejecting) commentRef.current?.focus();
  }, [rejecting]);
  return (
    <div className="mg-review__decision" part="review-decision">
      <div className="mg-review__actions">
        <button type="button" className="mg-button mg-button--primary" disabled={!decision.canAccept} onClick={() => void state().accept()}>
          {t('accept')}
        </button>
        {!rejecting && (
          <button type="button" className="mg-button mg-button--danger" onClick={() => state().setRejecting(true)}>
            {t('reject')}
          </button>
        )}
        {goldModified && (
          <button type="button" className="mg-button mg-button--ghost" onClick={() => state().resetGold()}>
            {t('resetGold')}
          </button>
        )}
      </div>
      {decision.acceptBlockedBy && <p className="mg-review__reason">{translateMessage(t, decision.acceptBlockedBy)}</p>}
      {rejecting && (
        <div className="mg-review__comment">
          <label htmlFor={commentId}>{t('comment')}</label>
          <textarea
            id={commentId}
            ref={commentRef}
            className="mg-input"
            value={comment}
            onChange={(event) => state().setComment(event.target.value)}
          />
          {decision.rejectBlockedBy && <p className="mg-review__reason">{translateMessage(t, decision.rejectBlockedBy)}</p>}
          <div className="mg-review__actions">
            <button type="button" className="mg-button mg-button--danger" disabled={!decision.canReject} onClick={() => void state().reject()}>
              {t('sendBack')}
            </button>
            <button type="button" className="mg-button mg-button--ghost" onClick={() => state().setRejecting(false)}>
              {t('cancel')}
            </button>
          </div>
        </div>
      )}
      <ShortcutHints />
    </div>
  );
}

function ShortcutHints() {
  const t = useT(reviewTexts);
  const hints = [
    ['accept', 'shortcutAccept'],
    ['reject', 'shortcutReject'],
    ['next', 'shortcutNext'],
    ['previous', 'shortcutPrevious'],
  ] as const;
  return (
    <p className="mg-review__hints" aria-label={t('shortcuts')}>
      {hints.map(([action, label]) => (
        <span key={action}>
          {REVIEW_SHORTCUT_KEYS[action].map((key) => (
            <kbd key={key}>{key}</kbd>
          ))}{' '}
          {t(label)}
        </span>
      ))}
    </p>
  );
}
