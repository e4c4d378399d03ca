import type { ApiClient } from '../api/createApiClient';
import type { UserRole, WireComment } from '../api/wire';
import type { Environment } from '../environment/Environment';
import type { StateAccess } from '../observer/composeStore';
import type { Message } from '../messages/Message';

/** The signed-in user as comments need them: who they are and whether their role moderates every thread. */
export interface CommentsUser {
  id: string;
  username: string;
  role: UserRole;
}

/** Options of `createCommentsStore`. */
export interface CommentsStoreOptions extends Partial<Pick<Environment, 'now'>> {
  client: ApiClient;
  datasetId: string;
  user: CommentsUser;
}

/** A comment as the panel shows it; `pending` while a new one is being posted (shown at once, optimistic). */
export interface CommentItem extends WireComment {
  pending: boolean;
}

/** The comments of the record shown. */
export interface CommentsData {
  datasetId: string;
  user: CommentsUser;
  /** The record whose thread is shown (null before the first load). */
  recordId: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: CommentItem[];
  /** The user resolves anyone's comments here: a reviewer of the dataset, an admin or an owner. */
  canModerate: boolean;
  /** The new comment being written. */
  draft: string;
  /** The comment whose body is being edited, with the edited text. */
  editing: { id: string; body: string } | null;
  /** Ids of the comments with a write in flight. */
  busy: string[];
  /** Counts the writes the server took: reads of other threads' counts (the badges) follow it. */
  revision: number;
  /** The last failure, in the spec's words (`Failed to … due to {error}`); cleared by the next write. */
  error: Message | null;
}

/** The intents of the comments store. */
export interface CommentsIntents {
  /** Reads the record's comments (again); answers for a record no longer shown are dropped. */
  load(recordId: string): Promise<void>;
  setDraft(text: string): void;
  /** Posts the draft (shown at once; taken back with the draft restored on failure). */
  post(): Promise<void>;
  startEdit(commentId: string): void;
  setEditBody(body: string): void;
  cancelEdit(): void;
  /** Saves the edited body (shown at once; the old body is back on failure). */
  saveEdit(): Promise<void>;
  /** Resolves or reopens (shown at once; undone on failure). */
  setResolved(commentId: string, resolved: boolean): Promise<void>;
  /** Deletes (gone at once; back in its place on failure). */
  remove(commentId: string): Promise<void>;
  dismissError(): void;
}

export type CommentsState = CommentsData & CommentsIntents;

/** What a part of the comments store reads and writes. */
export type CommentsAccess = StateAccess<CommentsState>;

/** The state of a new comments store. */
export function initialCommentsData(options: CommentsStoreOptions): CommentsData {
  return {
    datasetId: options.datasetId,
    user: options.user,
    recordId: null,
    status: 'idle',
    items: [],
    canModerate: options.user.role === 'owner' || options.user.role === 'admin',
    draft: '',
    editing: null,
    busy: [],
    revision: 0,
    error: null,
  };
}
