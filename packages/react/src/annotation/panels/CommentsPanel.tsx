import { useEffect } from 'react';
import { selectIsBulk } from '@marginalia/core';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { useComments } from '../comments/CommentsContext';
import { LazyCommentThread } from '../comments/LazyCommentThread';
import { useAnnotationView } from '../view/AnnotationViewContext';

/**
 * The comments of the record in focus (focus mode), or of the record whose comments button was pressed (bulk
 * mode).
 *
 * @example
 * <CommentsPanel />
 */
export function CommentsPanel() {
  const comments = useComments();
  const { store } = useAnnotationView();
  const recordId = useStoreSelector(store, (s) => s.record?.id ?? null);
  const isBulk = useStoreSelector(store.criteria, selectIsBulk);
  const commentsStore = comments?.store;
  useEffect(() => {
    if (commentsStore && !isBulk && recordId) void commentsStore.getState().load(recordId);
  }, [commentsStore, isBulk, recordId]);
  return commentsStore ? <LazyCommentThread store={commentsStore} /> : null;
}
