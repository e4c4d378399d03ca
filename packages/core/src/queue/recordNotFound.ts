import type { ApiClient } from '../api/createApiClient';
import { CORE_MESSAGE_KEYS } from '../messages/coreMessageKeys';
import type { Message } from '../messages/Message';

/**
 * For a view scoped to one record that found nothing: the "record not found" message, unless the record is in
 * the dataset after all (the view's own filters hide it, and the usual empty message says so). A record of
 * another dataset, an unknown or malformed id, or a failed look-up all count as not found: the scoped search
 * already found nothing.
 *
 * @example
 * const message = await recordNotFoundMessage(client, datasetId, recordId); // { key: 'recordNotFound', params: { id } } or null
 */
export async function recordNotFoundMessage(
  client: ApiClient,
  datasetId: string,
  recordId: string,
): Promise<Message | null> {
  const found = await client.getRecord(recordId).then(
    (record) => record.dataset_id === undefined || record.dataset_id === datasetId,
    () => false,
  );
  return found ? null : { key: CORE_MESSAGE_KEYS.recordNotFound, params: { id: recordId } };
}

/** Whether a queue's or view's message says its one record was not found (the elements fire `mg-error`). */
export function isRecordNotFound(message: Message | null | undefined): boolean {
  return message?.key === CORE_MESSAGE_KEYS.recordNotFound;
}
