import type { ApiClient } from '../api/createApiClient';
import { reasonOfError } from '../api/messageOfError';
import { createMessage } from '../messages/Message';
import { COMMENTS_MESSAGE_KEYS } from './commentsMessageKeys';
import type { CommentsAccess } from './commentsState';

/** Reads a record's thread, and once per store whether the user moderates the dataset's threads. */
export interface CommentsLoading {
  load(recordId: string): Promise<void>;
}

/**
 * Creates the loading part. A record's thread replaces the shown one; an answer for a record no longer shown is
 * dropped (the user paged on). Whether a member who is neither admin nor owner moderates is the review
 * summary's `can_review` (reviewers of the dataset), read once; its failure reads "no".
 */
export function createCommentsLoading({
  client,
  state,
}: {
  client: ApiClient;
  state: CommentsAccess;
}): CommentsLoading {
  let generation = 0;
  let moderation: Promise<boolean> | null = null;
  const canModerate = (): Promise<boolean> => {
    if (state.get().canModerate) return Promise.resolve(true);
    moderation ??= client
      .getReviewSummary(state.get().datasetId)
      .then((summary) => summary.can_review)
      .catch(() => false);
    return moderation;
  };
  return {
    async load(recordId) {
      generation += 1;
      const mine = generation;
      const changed = state.get().recordId !== recordId;
      state.set({
        recordId,
        status: 'loading',
        ...(changed ? { items: [], draft: '', editing: null, busy: [], error: null } : {}),
      });
      try {
        const [comments, moderates] = await Promise.all([
          client.getRecordComments(recordId, { cache: 'bypass' }),
          canModerate(),
        ]);
        if (mine !== generation) return;
        state.set({
          status: 'ready',
          items: comments.items.map((comment) => ({ ...comment, pending: false })),
          canModerate: moderates,
        });
      } catch (error) {
        if (mine !== generation) return;
        state.set({
          status: 'error',
          error: createMessage(COMMENTS_MESSAGE_KEYS.loadFailed, { error: reasonOfError(error) }),
        });
      }
    },
  };
}
