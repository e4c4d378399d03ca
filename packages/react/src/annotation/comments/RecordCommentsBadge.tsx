import { commentedRecordsQuery, recordCommentCounts, type CommentsState } from '@marginalia/core';
import { useQuery } from '../../hooks/useQuery';
import { shallowEqual, useStoreSelector } from '../../hooks/useStoreSelector';
import { useT } from '../../hooks/useT';
import { useMarginalia } from '../../provider/MarginaliaProvider';
import { Icon } from '../../styles/Icon';
import { SHOW_PANELS_EVENT } from '../panels/showPanelsEvent';
import { useComments, type CommentsContextValue } from './CommentsContext';

const pickThread = (s: CommentsState) => ({
  recordId: s.recordId,
  status: s.status,
  items: s.items,
  revision: s.revision,
});

/**
 * The record header's comments button: the open comments' count as a badge (all comments in its name); pressing
 * it shows the record's thread in the comments panel. Nothing outside a `CommentsProvider`.
 *
 * @example
 * <RecordCommentsBadge recordId={record.id} />
 */
export function RecordCommentsBadge({ recordId }: { recordId: string }) {
  const comments = useComments();
  return comments ? <CommentsButton comments={comments} recordId={recordId} /> : null;
}

function CommentsButton({ comments, recordId }: { comments: CommentsContextValue; recordId: string }) {
  const t = useT();
  const { client } = useMarginalia();
  const thread = useStoreSelector(comments.store, pickThread, shallowEqual);
  // Every header of a page reads the same answer: one request (the client joins reads of one path).
  const commented = useQuery(commentedRecordsQuery(client, comments.datasetId, thread.revision));
  const { open, total } = recordCommentCounts(thread, commented?.items, recordId);
  return (
    <button
      type="button"
      className="mg-button mg-button--ghost mg-record-header__comments"
      aria-label={t('annotation.comments.buttonLabel', { open, total })}
      title={t('annotation.comments.buttonLabel', { open, total })}
      data-open={open > 0 || undefined}
      onClick={(event) => {
        // The thread shows in the panels under the questions: they open if collapsed.
        event.currentTarget.dispatchEvent(
          new CustomEvent(SHOW_PANELS_EVENT, { bubbles: true, composed: true }),
        );
        void comments.store.getState().load(recordId);
      }}
    >
      <Icon name="comment" />
      {total > 0 && <span className="mg-badge">{open}</span>}
    </button>
  );
}
