/**
 * A user-facing message as data. The core never translates: components pass `key` and `params` to i18next
 * (namespace `core` for the keys emitted here), or show `text` verbatim when the server sent a string detail.
 *
 * @example
 * const message: Message = { key: 'noRecordsFound', params: { status: 'pending' } };
 * const shown = message.text ?? t(message.key, message.params);
 */
export interface Message {
  key: string;
  params?: Record<string, unknown>;
  /** Server-provided text to show as is; `key` then names the kind of message. */
  text?: string;
}

/**
 * Builds a translatable message.
 *
 * @example
 * createMessage('errors.saving', { error: 'timeout' });
 */
export function createMessage(key: string, params?: Record<string, unknown>): Message {
  return params === undefined ? { key } : { key, params };
}
