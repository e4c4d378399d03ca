import { ApiError } from '../api/ApiError';
import { readBusinessCode, readBusinessMessage } from '../api/errorBody';
import {
  BUSINESS_LOGIC_KEY_PREFIX,
  CORE_MESSAGE_KEYS,
  KNOWN_BUSINESS_CODES,
} from '../messages/coreMessageKeys';
import type { Message } from '../messages/Message';
import type { NotificationInput } from '../notifications/Notification';
import { httpStatusMessageKey } from './httpStatusMessageKey';

/** What the global handler needs of a notifications store. */
export interface ErrorNotifier {
  clear(): void;
  notify(input: NotificationInput): string;
}

const isKnownBusinessCode = (code: string) => (KNOWN_BUSINESS_CODES as readonly string[]).includes(code);

function businessCodeMessage(code: string, body: unknown): Message {
  const key = `${BUSINESS_LOGIC_KEY_PREFIX}${code}`;
  // A code without a translation shows the server's own words rather than a bare key.
  const serverText = readBusinessMessage(body);
  return isKnownBusinessCode(code) || serverText === undefined ? { key } : { key, text: serverText };
}

/**
 * The danger notifications the global handler shows for a failed call (spec 1 §8): the text of its HTTP status
 * when there is one, then the text of its business code, or — without a code — its string detail as is.
 *
 * @example
 * responseErrorNotifications(new ApiError(404, { detail: 'Dataset not found' }));
 * // [{ message: { key: 'http.404' }, type: 'danger' }, { message: { key: 'http.other', …, text: 'Dataset not found' }, type: 'danger' }]
 */
export function responseErrorNotifications(error: ApiError): NotificationInput[] {
  const messages: Message[] = [];
  const statusKey = httpStatusMessageKey(error.status);
  if (statusKey !== undefined) messages.push({ key: statusKey });
  const code = readBusinessCode(error.body);
  if (code !== undefined) messages.push(businessCodeMessage(code, error.body));
  else if (error.detail !== undefined) {
    messages.push({ key: CORE_MESSAGE_KEYS.httpOther, params: { status: error.status }, text: error.detail });
  }
  return messages.map((message) => ({ message, type: 'danger' }));
}

/**
 * The global response handler (spec 1 §8): for an {@link ApiError} it clears the notifications on screen and
 * shows {@link responseErrorNotifications}; any error is then re-thrown, so callers still see the failure.
 *
 * @example
 * const dataset = await client.getDataset(id).catch((error) => handleResponseError(error, notifications.getState()));
 */
export function handleResponseError(error: unknown, notifier: ErrorNotifier): never {
  if (error instanceof ApiError) {
    notifier.clear();
    for (const input of responseErrorNotifications(error)) notifier.notify(input);
  }
  throw error;
}
