import { useEffect } from 'react';
import type { Marginalia } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { useComments } from './CommentsContext';
import { CommentsProvider } from './CommentsProvider';
import { CommentThread } from './CommentThread';
import { commentsTexts } from './commentsTexts';

export interface RecordCommentsProps {
  datasetId: string;
  recordId: string;
  /** An sdk to use instead of the provider's. */
  sdk?: Marginalia;
}

/**
 * The comments of one record on their own (the `mg-record-comments` element): the thread, a box for a new
 * comment, and edit, resolve and delete where the user may.
 *
 * @example
 * <RecordComments datasetId={datasetId} recordId={recordId} />
 */
export function RecordComments({ datasetId, recordId, sdk }: RecordCommentsProps) {
  return (
    <CommentsProvider datasetId={datasetId} sdk={sdk}>
      <LoadedThread recordId={recordId} />
    </CommentsProvider>
  );
}

function LoadedThread({ recordId }: { recordId: string }) {
  const t = useT(commentsTexts);
  const comments = useComments();
  const store = comments?.store;
  useEffect(() => {
    if (store) void store.getState().load(recordId);
  }, [store, recordId]);
  if (!store) {
    return (
      <p className="mg-status" role="status">
        {t('loading')}
      </p>
    );
  }
  return <CommentThread store={store} />;
}
