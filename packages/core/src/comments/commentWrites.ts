import type { ApiClient } from '../api/createApiClient';
import { reasonOfError } from '../api/messageOfError';
import type { WireComment } from '../api/wire/comments';
import type { Clock } from '../environment/Environment';
import { createMessage } from '../messages/Message';
import { COMMENTS_MESSAGE_KEYS } from './commentsMessageKeys';
import { commentBodyProblem } from './commentsSelectors';
import type { CommentItem, CommentsAccess, CommentsIntents } from './commentsState';

type Writes = Pick<CommentsIntents, 'post' | 'saveEdit' | 'setResolved' | 'remove'>;

interface WritesContext {
  client: ApiClient;
  state: CommentsAccess;
  now: Clock;
}

/** Naive UTC ISO-8601, as the server stamps (the optimistic comment's time until the server's answer). */
function stampOf(now: Clock): string {
  return new Date(now()).toISOString().replace('Z', '');
}

/** Reading and writing the shown comments, shared by the writes. */
function shownComments(state: CommentsAccess) {
  const replace = (id: string, next: CommentItem | null) =>
    state.set({
      items: state.get().items.flatMap((item) => (item.id !== id ? [item] : next ? [next] : [])),
    });
  return {
    onRecord: (recordId: string | null) => state.get().recordId === recordId,
    replace,
    setBusy(id: string, busy: boolean) {
      const others = state.get().busy.filter((other) => other !== id);
      state.set({ busy: busy ? [...others, id] : others });
    },
    failed: (key: string, error: unknown) =>
      state.set({ error: createMessage(key, { error: reasonOfError(error) }) }),
    settled: (comment: WireComment): CommentItem => ({ ...comment, pending: false }),
    written: () => state.set({ revision: state.get().revision + 1 }),
    find: (id: string) => state.get().items.find((item) => item.id === id && !item.pending),
  };
}

/** Posts the draft: shown at once as a pending comment, replaced by the server's, the draft back on failure. */
function createCommentPost({ client, state, now }: WritesContext, shown: ReturnType<typeof shownComments>) {
  let local = 0;
  return async () => {
    const { recordId, draft, user, status } = state.get();
    if (recordId === null || status !== 'ready' || commentBodyProblem(draft) !== null) return;
    local += 1;
    const stamp = stampOf(now);
    const optimistic: CommentItem = {
      id: `local-${local}`,
      record_id: recordId,
      user_id: user.id,
      username: user.username,
      body: draft,
      mentions: [],
      resolved: false,
      inserted_at: stamp,
      updated_at: stamp,
      pending: true,
    };
    state.set({ items: [...state.get().items, optimistic], draft: '', error: null });
    try {
      const saved = await client.createComment(recordId, { body: draft });
      shown.written();
      if (shown.onRecord(recordId)) shown.replace(optimistic.id, shown.settled(saved));
    } catch (error) {
      if (!shown.onRecord(recordId)) return;
      shown.replace(optimistic.id, null);
      // The draft comes back unless the user started another one meanwhile.
      if (state.get().draft === '') state.set({ draft });
      shown.failed(COMMENTS_MESSAGE_KEYS.postFailed, error);
    }
  };
}

/**
 * Creates the writes of the comments store. Each one shows its result at once (optimistic) and sends it; the
 * server's answer replaces the optimistic comment, and a failure puts back what was there, with the spec's
 * "Failed to … due to {error}" message. A write that lands after the user moved to another record changes
 * nothing shown.
 */
export function createCommentWrites(context: WritesContext): Writes {
  const { client, state } = context;
  const shown = shownComments(state);
  const { onRecord, replace, setBusy, failed, settled, written, find } = shown;

  /** Sends a change of one comment shown as `optimistic`, puts `before` back on failure. */
  const change = async (
    before: CommentItem,
    optimistic: CommentItem,
    send: () => Promise<WireComment>,
    key: string,
  ) => {
    const recordId = state.get().recordId;
    replace(before.id, optimistic);
    setBusy(before.id, true);
    state.set({ error: null });
    try {
      const saved = await send();
      written();
      if (onRecord(recordId)) replace(before.id, settled(saved));
    } catch (error) {
      if (onRecord(recordId)) {
        replace(before.id, before);
        failed(key, error);
      }
    } finally {
      setBusy(before.id, false);
    }
  };

  return {
    post: createCommentPost(context, shown),
    async saveEdit() {
      const editing = state.get().editing;
      const before = editing && find(editing.id);
      if (!editing || !before || commentBodyProblem(editing.body) !== null) return;
      state.set({ editing: null });
      if (editing.body === before.body) return;
      const optimistic = { ...before, body: editing.body };
      await change(
        before,
        optimistic,
        () => client.updateComment(before.id, { body: editing.body }),
        COMMENTS_MESSAGE_KEYS.editFailed,
      );
    },
    async setResolved(commentId, resolved) {
      const before = find(commentId);
      if (!before || before.resolved === resolved) return;
      await change(
        before,
        { ...before, resolved },
        () => client.updateComment(commentId, { resolved }),
        COMMENTS_MESSAGE_KEYS.resolveFailed,
      );
    },
    async remove(commentId) {
      const before = find(commentId);
      if (!before) return;
      const recordId = state.get().recordId;
      const position = state.get().items.indexOf(before);
      replace(commentId, null);
      state.set({ error: null, ...(state.get().editing?.id === commentId ? { editing: null } : {}) });
      try {
        await client.deleteComment(commentId);
        written();
      } catch (error) {
        if (!onRecord(recordId)) return;
        const items = [...state.get().items];
        items.splice(Math.min(position, items.length), 0, before);
        state.set({ items });
        failed(COMMENTS_MESSAGE_KEYS.deleteFailed, error);
      }
    },
  };
}
