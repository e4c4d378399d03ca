import type { ApiClient } from '../api/createApiClient';
import type { WireReviewers } from '../api/wire/review';
import type { AnnotationRecord } from '../model/AnnotationRecord';

/** The reviewer's comment on a record sent back to its annotators, shown above the questions. */
export interface SentBackNotice {
  recordId: string;
  /** The reviewer's username, or null when it cannot be read (owners and admins are not listed as reviewers). */
  reviewer: string | null;
  comment: string;
}

/** Reads the notice of the records an annotator opens. */
export interface SentBackReader {
  /** The notice of a record, or null: read only for the caller's draft, the state a rejection leaves. */
  read(record: Pick<AnnotationRecord, 'id' | 'status'>): Promise<SentBackNotice | null>;
}

/**
 * Creates the reader of sent-back notices of one dataset. It stays cheap: `GET /records/{id}/review` only for a
 * record whose response is the caller's draft (a rejection turns submitted responses into drafts), and the
 * dataset's reviewer list, for the reviewer's name, once and only when a rejection is found. A failed read
 * shows no notice: it is a hint, never in the annotator's way.
 *
 * @example
 * const reader = createSentBackReader(client, datasetId);
 * const notice = await reader.read(record); // { reviewer: 'rita', comment: 'Check the guidelines' }
 */
export function createSentBackReader(client: ApiClient, datasetId: string): SentBackReader {
  let reviewers: Promise<WireReviewers | null> | null = null;
  const nameOf = async (userId: string | null): Promise<string | null> => {
    if (!userId) return null;
    reviewers ??= client.getReviewers(datasetId).catch(() => null);
    return (await reviewers)?.items.find((reviewer) => reviewer.user_id === userId)?.username ?? null;
  };
  return {
    async read(record) {
      if (record.status !== 'draft') return null;
      try {
        const review = await client.getRecordReview(record.id, { cache: 'bypass' });
        if (review.status !== 'rejected' || !review.comment?.trim()) return null;
        return { recordId: record.id, reviewer: await nameOf(review.reviewer_id), comment: review.comment };
      } catch {
        return null;
      }
    },
  };
}
