/** Message keys of the comments workflow, in namespace `core` (`locales/<lng>/core.json`, under `comments.`). */
export const COMMENTS_MESSAGE_KEYS = {
  /** The record's comments could not be read; params `{ error }`. */
  loadFailed: 'comments.loadFailed',
  /** Params `{ error }`: the reason a new comment was not posted (the draft is kept). */
  postFailed: 'comments.postFailed',
  /** Params `{ error }`: the reason an edit was not saved (the comment shows as before). */
  editFailed: 'comments.editFailed',
  /** Params `{ error }`: the reason a resolve or reopen did not go through. */
  resolveFailed: 'comments.resolveFailed',
  /** Params `{ error }`: the reason a delete did not go through (the comment is back). */
  deleteFailed: 'comments.deleteFailed',
  /** A comment of only blanks. */
  emptyBody: 'comments.emptyBody',
  /** Params `{ max }`. */
  tooLong: 'comments.tooLong',
  /** A notification: someone mentioned the user; params `{ username, dataset }`. */
  mentioned: 'comments.mentioned',
  /** The same, when the author's user was deleted; params `{ dataset }`. */
  mentionedAnonymous: 'comments.mentionedAnonymous',
  /** The button of a mention's notification. */
  openRecord: 'comments.openRecord',
} as const;
