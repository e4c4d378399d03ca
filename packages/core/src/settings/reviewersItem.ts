import type { WireReviewer } from '../api/wire/review';
import type { WireUser } from '../api/wire/users';
import { createEditableItem, type EditableItem } from './EditableItem';

/** The reviewers section's edit: the listed reviewers' user ids, in the order they were added. */
export interface ReviewersDraft {
  userIds: string[];
}

/** A workspace member as the reviewers section offers them. */
export interface ReviewerCandidate {
  userId: string;
  username: string;
  /** Owners and admins review every dataset without being listed. */
  role: string;
}

/** The reviewers section's facts: the dataset, and every name it may show (members and listed reviewers). */
export interface ReviewersInfo {
  datasetId: string;
  /** The workspace's members; empty when they could not be read (then only the listed reviewers show). */
  members: ReviewerCandidate[];
  /** user id → username of the listed reviewers, as the server named them. */
  names: Record<string, string>;
}

export type ReviewersSettingsItem = EditableItem<ReviewersDraft, ReviewersInfo>;

/** The one item of the reviewers section (its id). */
export const REVIEWERS_ITEM_ID = 'reviewers';

/** A workspace member as a candidate reviewer. */
export function reviewerCandidateOf(user: WireUser): ReviewerCandidate {
  return { userId: user.id, username: user.username, role: user.role };
}

/**
 * The reviewers section's item from the dataset's reviewers and the workspace's members (empty when they could
 * not be read).
 *
 * @example
 * const members = (await client.getWorkspaceUsers(ws)).items.map(reviewerCandidateOf);
 * reviewersItemOf('ds', (await client.getReviewers('ds')).items, members);
 */
export function reviewersItemOf(
  datasetId: string,
  reviewers: readonly WireReviewer[],
  members: readonly ReviewerCandidate[],
): ReviewersSettingsItem {
  return createEditableItem<ReviewersDraft, ReviewersInfo>(
    REVIEWERS_ITEM_ID,
    {
      datasetId,
      members: [...members],
      names: Object.fromEntries(reviewers.map((reviewer) => [reviewer.user_id, reviewer.username])),
    },
    { userIds: reviewers.map((reviewer) => reviewer.user_id) },
  );
}

/** Whether the edit lists other reviewers than the server holds (order does not matter). */
export function isReviewersModified(original: ReviewersDraft, edit: ReviewersDraft): boolean {
  const before = new Set(original.userIds);
  return edit.userIds.length !== before.size || edit.userIds.some((id) => !before.has(id));
}

/** The edit with one more reviewer (once). */
export function withReviewerAdded(draft: ReviewersDraft, userId: string): ReviewersDraft {
  return draft.userIds.includes(userId) ? draft : { userIds: [...draft.userIds, userId] };
}

/** The edit without a reviewer. */
export function withReviewerRemoved(draft: ReviewersDraft, userId: string): ReviewersDraft {
  return { userIds: draft.userIds.filter((id) => id !== userId) };
}
