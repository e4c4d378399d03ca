// No zod here: the API client reads this header, and its bundle must not carry the wire schemas.

/**
 * Response header of `GET /models/segments/` (a Marginalia addition; the body is the contract's): `pending` while
 * the document's segments job is queued or running (the list is empty or stale until it ends), `failed` when its
 * last job failed, `ready` otherwise (also for a reference no document has). Clients poll while `pending`.
 */
export const SEGMENTS_STATUS_HEADER = 'Segments-Status';
export const SEGMENTS_STATUSES = ['pending', 'ready', 'failed'] as const;
export type SegmentsStatus = (typeof SEGMENTS_STATUSES)[number];
