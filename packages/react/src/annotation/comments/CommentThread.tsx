import { useId } from 'react';
import {
  selectCommentComposer,
  selectCommentViews,
  type CommentsStore,
  type CommentsState,
} from '@marginalia/core';
import { shallowEqual, useStoreSelector } from '../../hooks/useStoreSelector';
import { translateMessage, useT } from '../../hooks/useT';
import { useScopedStyles } from '../../styles/useScopedStyles';
import { CommentEntry } from './CommentEntry';
import { commentsCss } from './commentsCss';
import { commentsTexts } from './commentsTexts';

export interface CommentThreadProps {
  store: CommentsStore;
  /** The heading (default "Comments"). */
  title?: string;
}

const pickStatus = (s: CommentsState) => ({ status: s.status, error: s.error, recordId: s.recordId });

/**
 * The thread of the record the comments store shows: its comments oldest first, then the box for a new one
 * (markdown; `@username` mentions a member). What each button may do comes from the core's selectors.
 *
 * @example
 * <CommentThread store={store} />
 */
export function CommentThread({ store, title }: CommentThreadProps) {
  const t = useT(commentsTexts);
  const styleRef = useScopedStyles<HTMLElement>('mg-comments', commentsCss);
  const { status, error, recordId } = useStoreSelector(store, pickStatus, shallowEqual);
  const views = useStoreSelector(store, selectCommentViews);
  const heading = title ?? t('title');
  return (
    <section ref={styleRef} className="mg-comments" part="comments" aria-label={heading}>
      <h2 className="mg-comments__title">{heading}</h2>
      {error && (
        <div className="mg-alert mg-comments__actions" role="alert">
          <span>{translateMessage(t, error)}</span>
          <button
            type="button"
            className="mg-button mg-button--ghost"
            onClick={() => store.getState().dismissError()}
          >
            {t('dismiss')}
          </button>
        </div>
      )}
      {recordId === null ? (
        <p className="mg-muted">{t('chooseRecord')}</p>
      ) : status === 'loading' && views.length === 0 ? (
        <p className="mg-status" role="status">
          {t('loading')}
        </p>
      ) : views.length === 0 ? (
        status === 'ready' && <p className="mg-muted">{t('empty')}</p>
      ) : (
        <ol className="mg-comments__list">
          {views.map((view) => (
            <CommentEntry key={view.comment.id} view={view} store={store} />
          ))}
        </ol>
      )}
      {recordId !== null && status !== 'error' && <CommentComposer store={store} />}
    </section>
  );
}

function CommentComposer({ store }: { store: CommentsStore }) {
  const t = useT(commentsTexts);
  const id = useId();
  const draft = useStoreSelector(store, (s) => s.draft);
  const composer = useStoreSelector(store, selectCommentComposer, shallowEqual);
  return (
    <form
      className="mg-comments__composer"
      onSubmit={(event) => {
        event.preventDefault();
        void store.getState().post();
      }}
    >
      <label htmlFor={id}>{t('newLabel')}</label>
      <textarea
        id={id}
        className="mg-input"
        placeholder={t('placeholder')}
        value={draft}
        onChange={(event) => store.getState().setDraft(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter sends, as it submits an answer; the annotation shortcuts stay out of the box.
          event.stopPropagation();
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void store.getState().post();
          }
        }}
      />
      {composer.problem && <p className="mg-comments__problem">{translateMessage(t, composer.problem)}</p>}
      <div className="mg-comments__actions">
        <button type="submit" className="mg-button mg-button--primary" disabled={!composer.canPost}>
          {t('send')}
        </button>
        <span className="mg-comments__hint">
          {t('length', { length: composer.length, max: composer.max })}
        </span>
      </div>
    </form>
  );
}
