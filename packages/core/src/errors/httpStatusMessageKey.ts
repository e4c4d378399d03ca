import { CORE_MESSAGE_KEYS } from '../messages/coreMessageKeys';

/** The HTTP statuses with a text of their own (spec 1 §8); 0 is a request that got no answer. */
export const HTTP_STATUS_MESSAGE_KEYS: Readonly<Record<number, string>> = {
  0: CORE_MESSAGE_KEYS.httpNetwork,
  401: CORE_MESSAGE_KEYS.http401,
  404: CORE_MESSAGE_KEYS.http404,
  429: CORE_MESSAGE_KEYS.http429,
  500: CORE_MESSAGE_KEYS.http500,
};

/**
 * The message key of an HTTP status's own text, when it has one.
 *
 * @example
 * httpStatusMessageKey(429); // 'http.429' — 'Please wait a few seconds before trying again'
 * httpStatusMessageKey(422); // undefined
 */
export function httpStatusMessageKey(status: number): string | undefined {
  return HTTP_STATUS_MESSAGE_KEYS[status];
}
