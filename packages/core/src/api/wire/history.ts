import { z } from './zod';
import { HISTORY_ACTIONS, HISTORY_ENTITIES } from './enums';
import { queryInt } from './pagination';
import { uuidSchema } from './uuid';

/**
 * History (issue #29): paths beside the Argilla wire, Marginalia's own shapes. Every change to an answer, a record,
 * a suggestion, a review or a dataset's settings is one entry, written in the change's transaction; nothing on the
 * API changes or deletes an entry.
 */

/**
 * One history entry: who (`user_id`, `username` — null once the user is deleted or for a change no user made),
 * when (`at`), what (`entity`, `entity_id`, the dataset and record it belongs to), the `action`, and the entity's
 * JSON `before` (null on create) and `after` (null on delete).
 */
export const historyEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  dataset_id: z.string().nullable(),
  record_id: z.string().nullable(),
  entity: z.enum(HISTORY_ENTITIES),
  entity_id: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type WireHistoryEntry = z.infer<typeof historyEntrySchema>;

/** `GET /api/v1/records/{id}/history` (members of the record's workspace): every entry of the record, oldest first. */
export const recordHistorySchema = z.object({ items: z.array(historyEntrySchema) });
export type WireRecordHistory = z.infer<typeof recordHistorySchema>;

/** `GET /api/v1/datasets/{id}/history` (owners and the workspace's admins): one page, newest first, and the total. */
export const datasetHistorySchema = z.object({
  items: z.array(historyEntrySchema),
  total: z.number(),
});
export type WireDatasetHistory = z.infer<typeof datasetHistorySchema>;

/** Longest `from`/`to` a history query accepts (an ISO-8601 date or date-time). */
const HISTORY_TIME_MAX_LENGTH = 40;

/** An ISO-8601 date or UTC date-time (`2026-11-29`, `2026-11-29T10:00:00Z`, `2026-11-29T10:00:00.123456`). */
const historyTime = z
  .string()
  .max(HISTORY_TIME_MAX_LENGTH)
  .regex(
    /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?Z?)?$/,
    'Value error, expected an ISO-8601 date or UTC date-time',
  )
  .refine((text) => !Number.isNaN(Date.parse(text.endsWith('Z') || text.length === 10 ? text : `${text}Z`)), {
    message: 'Value error, not a valid date',
  });

/**
 * Query of `GET /api/v1/datasets/{id}/history`: `user_id`, `entity`, `from` (inclusive) and `to` (exclusive) as
 * UTC times, `offset` (≥ 0, default 0), `limit` (1–1000, default 50), and `format=csv` for the whole filtered
 * history as a CSV file (also chosen by `Accept: text/csv`; pages do not apply to it).
 */
export const datasetHistoryQuerySchema = z.object({
  user_id: uuidSchema.optional(),
  entity: z.enum(HISTORY_ENTITIES).optional(),
  from: historyTime.optional(),
  to: historyTime.optional(),
  offset: queryInt({ min: 0 }, 0),
  limit: queryInt({ min: 1, max: 1000 }, 50),
  format: z.enum(['json', 'csv']).optional(),
});
export type DatasetHistoryQuery = z.input<typeof datasetHistoryQuerySchema>;
export type DatasetHistoryQueryParsed = z.output<typeof datasetHistoryQuerySchema>;
