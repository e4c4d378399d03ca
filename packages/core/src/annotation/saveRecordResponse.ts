import { ApiError } from '../api/ApiError';
import type { ApiClient } from '../api/createApiClient';
import type { ResponseUpsert, WireResponse } from '../api/wire/records';
import type { RecordResponse } from '../model/RecordResponse';

/** What saving needs to know of a record: its id and the caller's response, if any. */
export interface RespondedRecord {
  id: string;
  response: Pick<RecordResponse, 'id'> | null;
}

/**
 * Whether a call failed for a network reason (no answer from the server), so sending it again later may work.
 *
 * @example
 * isNetworkError(new ApiError(0, undefined)); // true
 */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * Saves the caller's response to a record: updates the existing one (PUT), otherwise creates it (POST). A
 * create answered 409 means an earlier attempt did reach the server: that response is found and updated.
 *
 * @example
 * const wire = await saveRecordResponse(client, record, { status: 'submitted', values }, userId);
 */
export async function saveRecordResponse(
  client: ApiClient,
  record: RespondedRecord,
  body: ResponseUpsert,
  userId: string,
): Promise<WireResponse> {
  if (record.response) return client.updateResponse(record.response.id, body);
  try {
    return await client.createResponse(record.id, body);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
    // Bypass the GET cache: the response was created after any cached copy of the record.
    const existing = (await client.getRecord(record.id, { cache: 'bypass' })).responses?.find(
      (response) => response.user_id === userId,
    );
    if (!existing) throw error;
    return client.updateResponse(existing.id, body);
  }
}

/**
 * Deletes the caller's response to a record; does nothing when there is none.
 *
 * @example
 * await deleteRecordResponse(client, record); // null when the record had no response
 */
export async function deleteRecordResponse(
  client: ApiClient,
  record: RespondedRecord,
): Promise<WireResponse | null> {
  if (!record.response) return null;
  return client.deleteResponse(record.response.id);
}
