import { COMMENT_BODY_MAX_LENGTH } from '../api/wire/enums';
import { createMessage, type Message } from '../messages/Message';
import { COMMENTS_MESSAGE_KEYS } from './commentsMessageKeys';
import type { CommentItem, CommentsData } from './commentsState';

/**
 * Why a comment body cannot be sent, or null: not only blanks, at most 10,000 characters (the server's rule,
 * checked here first so the button says it).
 */
export function commentBodyProblem(body: string): Message | null {
  if (body.trim() === '') return createMessage(COMMENTS_MESSAGE_KEYS.emptyBody);
  if (body.length > COMMENT_BODY_MAX_LENGTH)
    return createMessage(COMMENTS_MESSAGE_KEYS.tooLong, { max: COMMENT_BODY_MAX_LENGTH });
  return null;
}

/** The box of a new comment: whether Send may be pressed, and why not once something was typed. */
export interface CommentComposerView {
  canPost: boolean;
  /** Shown under the box: too long (blank drafts say nothing until typed). */
  problem: Message | null;
  length: number;
  max: number;
}

export function selectCommentComposer(state: CommentsData): CommentComposerView {
  const problem = commentBodyProblem(state.draft);
  return {
    canPost: state.status === 'ready' && problem === null,
    problem: state.draft === '' ? null : problem,
    length: state.draft.length,
    max: COMMENT_BODY_MAX_LENGTH,
  };
}

/** One comment as the panel shows it, with what the user may do to it. */
export interface CommentView {
  comment: CommentItem;
  mine: boolean;
  /** One of its mentions is the user. */
  mentionsMe: boolean;
  canEdit: boolean;
  canResolve: boolean;
  canDelete: boolean;
  /** Its body is being edited: the edited text and whether it may be saved. */
  editing: { body: string; canSave: boolean; problem: Message | null } | null;
  busy: boolean;
}

function commentView(state: CommentsData, comment: CommentItem): CommentView {
  const mine = comment.user_id !== null && comment.user_id === state.user.id;
  const settled = !comment.pending;
  const busy = state.busy.includes(comment.id);
  const editing = state.editing?.id === comment.id ? state.editing : null;
  const problem = editing ? commentBodyProblem(editing.body) : null;
  const admin = state.user.role === 'owner' || state.user.role === 'admin';
  return {
    comment,
    mine,
    mentionsMe: comment.mentions.includes(state.user.id),
    canEdit: settled && mine && !busy,
    canResolve: settled && !busy && (mine || state.canModerate),
    canDelete: settled && !busy && (mine || admin),
    editing: editing ? { body: editing.body, canSave: problem === null && !busy, problem } : null,
    busy,
  };
}

/** The thread of the record shown, oldest first, with what the user may do to each comment. */
export function selectCommentViews(state: CommentsData): CommentView[] {
  return state.items.map((comment) => commentView(state, comment));
}
