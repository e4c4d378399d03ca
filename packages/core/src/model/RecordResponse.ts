import type { ResponseStatus, WireResponse } from '../api/wire/records';
import type { AnswerValue } from './AnswerValue';
import { toUtcTimestamp, type UtcTimestamp } from './timestamp';

/** The key of `values` that carries the time spent (seconds) instead of a question answer. */
export const DURATION_KEY = 'duration';

/** A user's response to a record, with answers unwrapped from `{ value }`. */
export interface RecordResponse {
  id: string;
  status: ResponseStatus;
  /** Question name → answer. */
  values: Record<string, AnswerValue>;
  /** Accumulated seconds spent, when the server stored any. */
  duration: number | null;
  userId: string;
  recordId: string;
  createdAt: UtcTimestamp | null;
  updatedAt: UtcTimestamp | null;
}

/**
 * Maps a wire response.
 *
 * @example
 * const response = toRecordResponse(await client.createResponse(recordId, body));
 */
export function toRecordResponse(wire: WireResponse): RecordResponse {
  const values: Record<string, AnswerValue> = {};
  let duration: number | null = null;
  for (const [name, entry] of Object.entries(wire.values ?? {})) {
    const value = (entry as { value?: unknown } | null)?.value;
    if (name === DURATION_KEY && typeof value === 'number') duration = value;
    else if (value !== undefined && value !== null) values[name] = value as AnswerValue;
  }
  return {
    id: wire.id,
    status: wire.status,
    values,
    duration,
    userId: wire.user_id,
    recordId: wire.record_id,
    createdAt: toUtcTimestamp(wire.inserted_at),
    updatedAt: toUtcTimestamp(wire.updated_at),
  };
}
