import type { WireRecordReviewer } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UserRow } from '../http/app-env';
import { memberRecord } from './review-access';
import { reviewOfRecord, usernamesOf } from './review-rows';

/**
 * `GET /records/{id}/review/reviewer` (any workspace member; 404 outside it): who took the record's standing review
 * decision, by id and username, so the notice on a record sent back can name an owner or admin who is not listed
 * as a reviewer. Both null while the record has no stored review, or once the reviewer's account is gone.
 */
export async function getRecordReviewer(
  db: Kysely<Database>,
  actor: UserRow,
  recordId: string,
): Promise<WireRecordReviewer> {
  const { record } = await memberRecord(db, actor, recordId);
  const userId = (await reviewOfRecord(db, record.id))?.reviewer_id ?? null;
  if (userId === null) return { user_id: null, username: null };
  const username = (await usernamesOf(db, [userId])).get(userId);
  return username === undefined ? { user_id: null, username: null } : { user_id: userId, username };
}
