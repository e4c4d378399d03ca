import { BUSINESS_LOGIC_KEY_PREFIX, CORE_MESSAGE_KEYS } from '../messages/coreMessageKeys';
import type { Message } from '../messages/Message';
import { readBusinessCode, readStringDetail } from './errorBody';

const STATUS_KEYS: Partial<Record<number, string>> = {
  401: CORE_MESSAGE_KEYS.http401,
  404: CORE_MESSAGE_KEYS.http404,
  429: CORE_MESSAGE_KEYS.http429,
  500: CORE_MESSAGE_KEYS.http500,
};

/**
 * Picks the user-facing message of a failed call from the spec's catalogue (spec 1 §8): the text for the HTTP
 * status when there is one, then the business code (`validations.businessLogic.<code>`), then a string detail
 * verbatim. Object-shaped details (shapes A and B) are never shown; they fall back to `http.other`.
 *
 * @example
 * messageForHttpError(422, { code: 'missing_vector', message: '…' }); // { key: 'validations.businessLogic.missing_vector' }
 */
export function messageForHttpError(status: number, body: unknown): Message {
  if (status === 0) return { key: CORE_MESSAGE_KEYS.httpNetwork };
  const statusKey = STATUS_KEYS[status];
  if (statusKey !== undefined) return { key: statusKey };
  const code = readBusinessCode(body);
  if (code !== undefined) return { key: `${BUSINESS_LOGIC_KEY_PREFIX}${code}` };
  const detail = readStringDetail(body);
  if (detail !== undefined) return { key: CORE_MESSAGE_KEYS.httpOther, params: { status }, text: detail };
  return { key: CORE_MESSAGE_KEYS.httpOther, params: { status } };
}
