import type { ApiClient } from '../api/createApiClient';
import type { AnnotationRecord } from '../model/AnnotationRecord';

/** The reviewer's comment on a record sent back to its annotators, shown above the questions. */
export interface SentBackNotice {
  recordId: string;
  /** The reviewer's username, or null when it cannot be read (the reviewer's account is gone, or the read failed). */
  reviewer: string | null;
  comment: string;
}

/** Reads the notice of the records an annotator opens. */
export interface SentBackReader {
  /** The notice of a record, or null: read only for the caller's draft, the state a rejection leaves. */
  read(record: Pick<AnnotationRecord, 'id' | 'status'>): Promise<SentBackNotice | null>;
}

/**
 * Creates the reader of sent-back notices. It stays cheap: `GET /records/{id}/review` only for a
 * record whose response is the caller's draft (a rejection turns submitted responses into drafts), and
 * `GET /records/{id}/review/reviewer`, for the reviewer's username (owners and admins included, who are not
 * listed as the dataset's reviewers), only when a rejection is found; each reviewer's name is kept once read. A
 * failed read shows no notice (and a failed name read the notice without a name): it is a hint, never in the
 * annotator's way.
 *
 * @example
 * const reader = createSentBackReader(client);
 * const notice = await reader.read(record); // { reviewer: 'rita', comment: 'Check the guidelines' }
 */
export function createSentBackReader(
  client: Pick<ApiClient, 'getRecordReview' | 'getRecordReviewer'>,
): SentBackReader {
  const names = new Map<string, string>();
  const nameOf = async (recordId: string, userId: string | null): Promise<string | null> => {
    if (!userId) return null;
    const known = names.get(userId);
    if (known !== undefined) return known;
    const reviewer = await client.getRecordReviewer(recordId, { cache: 'bypass' }).catch(() => null);
    // The review may have been decided again in between: the name read belongs to whoever decided last.
    if (!reviewer?.user_id || reviewer.username === null) return null;
    names.set(reviewer.user_id, reviewer.username);
    return reviewer.user_id === userId ? reviewer.username : null;
  };
  return {
    async read(record) {
      if (record.status !== 'draft') return null;
      try {
        const review = await client.getRecordReview(record.id, { cache: 'bypass' });
        if (review.status !== 'rejected' || !review.comment?.trim()) return null;
        return {
          recordId: record.id,
          reviewer: await nameOf(record.id, review.reviewer_id),
          comment: review.comment,
        };
      } catch {
        return null;
      }
    },
  };
}
