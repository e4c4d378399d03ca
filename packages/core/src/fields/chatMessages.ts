import type { ChatMessage } from '../api/wire/fields';

/** Number of role colours; the roles cycle through them in order of first appearance (spec 1 §3). */
export const CHAT_ROLE_COLOUR_COUNT = 5;
/** With this many roles or fewer, messages alternate between the two sides of the chat. */
export const TWO_SIDED_MAX_ROLES = 2;

/** A chat message with how it is drawn. */
export interface ChatLine extends ChatMessage {
  /** 0 to 4: the colour of the role. */
  colour: number;
  /** Which side the bubble sits on: the first role at the start, the second at the end; all at the start with more. */
  side: 'start' | 'end';
}

/**
 * Reads a chat field value: a list of `{role, content}`; a plain string becomes one `user` message.
 *
 * @example
 * toChatMessages('Hello'); // [{ role: 'user', content: 'Hello' }]
 */
export function toChatMessages(value: unknown): ChatMessage[] {
  if (typeof value === 'string') return value === '' ? [] : [{ role: 'user', content: value }];
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .map((item) => ({ role: String(item.role ?? 'user'), content: String(item.content ?? '') }));
}

/**
 * Lays a chat out: roles take colours 0–4 cycling in order of first appearance; with two roles or fewer the
 * conversation is two-sided.
 *
 * @example
 * chatLayout([{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello' }]);
 * // [{ …, colour: 0, side: 'start' }, { …, colour: 1, side: 'end' }]
 */
export function chatLayout(messages: readonly ChatMessage[]): ChatLine[] {
  const roles: string[] = [];
  for (const message of messages) if (!roles.includes(message.role)) roles.push(message.role);
  const twoSided = roles.length <= TWO_SIDED_MAX_ROLES;
  return messages.map((message) => {
    const order = roles.indexOf(message.role);
    return {
      ...message,
      colour: order % CHAT_ROLE_COLOUR_COUNT,
      side: twoSided && order === 1 ? 'end' : 'start',
    };
  });
}
