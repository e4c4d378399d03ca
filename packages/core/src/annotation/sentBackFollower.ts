import { createSentBackReader } from '../review/sentBackNotice';
import type { ApiClient } from '../api/createApiClient';
import type { AnnotationSlice } from './annotationState';

/** Keeps `sentBack` for the record shown: the reviewer's comment on a record sent back to the caller. */
export interface SentBackFollower {
  /** Called on every page change: reads the notice when another record (or its status) is shown. */
  follow(): void;
  stop(): void;
}

/**
 * Follows the record shown in focus mode and reads its review only when the caller's response is a draft
 * (`createSentBackReader`); a late answer for a record no longer shown is dropped.
 *
 * @example
 * const sentBack = createSentBackFollower({ client, state });
 * queue.subscribe(sentBack.follow);
 */
export function createSentBackFollower({
  client,
  state,
}: {
  client: Pick<ApiClient, 'getRecordReview' | 'getRecordReviewer'>;
  state: AnnotationSlice<'record' | 'mode' | 'sentBack', 'sentBack'>;
}): SentBackFollower {
  const reader = createSentBackReader(client);
  let followed: string | null = null;
  let stopped = false;
  return {
    follow() {
      const { record, mode } = state.get();
      const key = record && mode === 'focus' ? `${record.id}:${record.status}` : null;
      if (key === followed) return;
      followed = key;
      if (state.get().sentBack) state.set({ sentBack: null });
      if (!record || key === null) return;
      void reader.read(record).then((notice) => {
        if (!stopped && followed === key && notice) state.set({ sentBack: notice });
      });
    },
    stop() {
      stopped = true;
    },
  };
}
