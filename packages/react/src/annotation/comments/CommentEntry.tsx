import { useId } from 'react';
import { toUtcTimestamp, type CommentsStore, type CommentView } from '@marginalia/core';
import { useFormatters } from '../../hooks/useFormatters';
import { translateMessage, useT } from '../../hooks/useT';
import { MarkdownContent } from '../fields/MarkdownContent';
import { commentsTexts } from './commentsTexts';

export interface CommentEntryProps {
  view: CommentView;
  store: CommentsStore;
}

/**
 * One comment: its author and time, its body as markdown (sanitised like the fields' markdown), and the buttons
 * the user may press (`selectCommentViews` says which); an edit box while its body is being edited.
 *
 * @example
 * <CommentEntry view={view} store={store} />
 */
export function CommentEntry({ view, store }: CommentEntryProps) {
  const t = useT(commentsTexts);
  const format = useFormatters();
  const { comment } = view;
  const author = comment.username ?? t('deletedUser');
  const state = () => store.getState();
  return (
    <li
      className="mg-comment"
      aria-label={t('commentBy', { username: author })}
      data-resolved={comment.resolved || undefined}
      data-mentions-me={view.mentionsMe || undefined}
      data-pending={comment.pending || undefined}
    >
      <div className="mg-comment__head">
        <span className="mg-comment__author">{author}</span>
        <span className="mg-comment__meta">
          {comment.pending ? t('sending') : format.relative(toUtcTimestamp(comment.inserted_at))}
        </span>
        {comment.resolved && <span className="mg-badge">{t('resolved')}</span>}
        {view.mentionsMe && <span className="mg-badge">{t('mentionsYou')}</span>}
      </div>
      {view.editing ? (
        <CommentEditBox body={view.editing.body} canSave={view.editing.canSave} store={store} />
      ) : (
        <MarkdownContent markdown={comment.body} className="mg-comment__body" />
      )}
      {view.editing?.problem && view.editing.body !== '' && (
        <p className="mg-comments__problem">{translateMessage(t, view.editing.problem)}</p>
      )}
      {!view.editing && (view.canEdit || view.canResolve || view.canDelete) && (
        <div className="mg-comment__actions">
          {view.canResolve && (
            <button
              type="button"
              className="mg-button mg-button--ghost"
              onClick={() => void state().setResolved(comment.id, !comment.resolved)}
            >
              {comment.resolved ? t('reopen') : t('resolve')}
            </button>
          )}
          {view.canEdit && (
            <button
              type="button"
              className="mg-button mg-button--ghost"
              onClick={() => state().startEdit(comment.id)}
            >
              {t('edit')}
            </button>
          )}
          {view.canDelete && (
            <button
              type="button"
              className="mg-button mg-button--ghost"
              onClick={() => void state().remove(comment.id)}
            >
              {t('delete')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}

function CommentEditBox({ body, canSave, store }: { body: string; canSave: boolean; store: CommentsStore }) {
  const t = useT(commentsTexts);
  const id = useId();
  return (
    <div className="mg-comments__composer">
      <label htmlFor={id} className="mg-visually-hidden">
        {t('editLabel')}
      </label>
      <textarea
        id={id}
        className="mg-input"
        value={body}
        onChange={(event) => store.getState().setEditBody(event.target.value)}
      />
      <div className="mg-comments__actions">
        <button
          type="button"
          className="mg-button mg-button--primary"
          disabled={!canSave}
          onClick={() => void store.getState().saveEdit()}
        >
          {t('save')}
        </button>
        <button
          type="button"
          className="mg-button mg-button--ghost"
          onClick={() => store.getState().cancelEdit()}
        >
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
