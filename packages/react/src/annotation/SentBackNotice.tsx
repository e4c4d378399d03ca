import { REVIEW_MESSAGE_KEYS } from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';
import { useAnnotationView } from './view/AnnotationViewContext';

/**
 * Above the questions of a record a reviewer sent back: "Sent back by <reviewer>: <comment>". The core reads it
 * only for the caller's drafts (`sentBack` of the annotation state).
 */
export function SentBackNotice() {
  const t = useT();
  const { store } = useAnnotationView();
  const notice = useStoreSelector(store, (s) => s.sentBack);
  const recordId = useStoreSelector(store, (s) => s.record?.id);
  if (!notice || notice.recordId !== recordId) return null;
  const text = notice.reviewer
    ? t(REVIEW_MESSAGE_KEYS.sentBack, { reviewer: notice.reviewer, comment: notice.comment })
    : t(REVIEW_MESSAGE_KEYS.sentBackAnonymous, { comment: notice.comment });
  return (
    <p className="mg-alert" role="note" part="sent-back" data-testid="sent-back">
      {text}
    </p>
  );
}
