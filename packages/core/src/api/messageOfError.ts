import { ApiError } from './ApiError';
import { CORE_MESSAGE_KEYS } from '../messages/coreMessageKeys';
import type { Message } from '../messages/Message';

/**
 * The message to show for anything a call rejected with: an {@link ApiError}'s catalogue message, otherwise
 * the generic failure text.
 *
 * @example
 * catch (error) { set({ error: messageOfError(error) }); }
 */
export function messageOfError(error: unknown): Message {
  if (error instanceof ApiError) return error.message;
  return { key: CORE_MESSAGE_KEYS.httpOther, params: { status: 0 } };
}

/**
 * A short reason for messages that embed one (`errors.saving`): the server's own words when it gave any.
 *
 * @example
 * reasonOfError(new ApiError(422, { detail: 'bad value' })); // 'bad value'
 */
export function reasonOfError(error: unknown): string {
  if (error instanceof ApiError) return error.reason;
  return error instanceof Error ? error.message : String(error);
}
