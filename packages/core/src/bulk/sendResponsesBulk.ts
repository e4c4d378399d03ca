import type { ApiClient } from '../api/createApiClient';
import type { ResponsesBulkCreate, WireResponseBulkResult } from '../api/wire/records';

/** Body of `POST /me/responses/bulk`. */
export type ResponsesBulkBody = ResponsesBulkCreate;

/** Sends one group of responses; the result is aligned with the items. */
export type ResponsesBulkSender = (body: ResponsesBulkBody) => Promise<WireResponseBulkResult>;

/**
 * The default sender: the client's `POST /me/responses/bulk`.
 *
 * @example
 * const send = responsesBulkSenderFor(client);
 * const { items } = await send({ items: [{ record_id, status: 'submitted', values }] });
 */
export function responsesBulkSenderFor(client: Pick<ApiClient, 'createResponsesBulk'>): ResponsesBulkSender {
  return (body) => client.createResponsesBulk(body);
}
