import type { StoreApi } from 'zustand/vanilla';
import { systemClock } from '../environment/Environment';
import { composeStore } from '../observer/composeStore';
import { createCommentsLoading } from './commentsLoading';
import { initialCommentsData, type CommentsState, type CommentsStoreOptions } from './commentsState';
import { createCommentWrites } from './commentWrites';

/** The comments store of one dataset: the thread of the record shown. */
export type CommentsStore = StoreApi<CommentsState>;

/**
 * Creates the comments store: loading a record's thread (`commentsLoading`) and the writes (`commentWrites`,
 * optimistic with rollback); the state below names each intent's part. `selectCommentViews` says what the user
 * may do to each comment, `selectCommentComposer` whether Send may be pressed.
 *
 * @example
 * const store = createCommentsStore({ client, datasetId, user: { id, username, role } });
 * await store.getState().load(recordId);
 * store.getState().setDraft('@rita is this sarcasm?');
 * await store.getState().post();
 */
export function createCommentsStore(options: CommentsStoreOptions): CommentsStore {
  const { client } = options;
  const { store } = composeStore<CommentsState, null>((access) => {
    const loading = createCommentsLoading({ client, state: access });
    const writes = createCommentWrites({ client, state: access, now: options.now ?? systemClock });
    const state: CommentsState = {
      ...initialCommentsData(options),
      load: loading.load,
      setDraft: (draft) => access.set({ draft }),
      post: writes.post,
      startEdit(commentId) {
        const comment = access.get().items.find((item) => item.id === commentId && !item.pending);
        if (comment) access.set({ editing: { id: commentId, body: comment.body } });
      },
      setEditBody(body) {
        const editing = access.get().editing;
        if (editing) access.set({ editing: { ...editing, body } });
      },
      cancelEdit: () => access.set({ editing: null }),
      saveEdit: writes.saveEdit,
      setResolved: writes.setResolved,
      remove: writes.remove,
      dismissError: () => access.set({ error: null }),
    };
    return { parts: null, state };
  });
  return store;
}
