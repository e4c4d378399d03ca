/** What a review shortcut does. */
export type ReviewShortcutAction = 'accept' | 'reject' | 'next' | 'previous';

/** The keys of each review shortcut, as shown in the hints (first key first). */
export const REVIEW_SHORTCUT_KEYS: Readonly<Record<ReviewShortcutAction, readonly string[]>> = {
  accept: ['A'],
  reject: ['R'],
  next: ['J', '→'],
  previous: ['K', '←'],
};

const ACTION_OF_KEY: Readonly<Record<string, ReviewShortcutAction>> = {
  a: 'accept',
  r: 'reject',
  j: 'next',
  arrowright: 'next',
  k: 'previous',
  arrowleft: 'previous',
};

/**
 * The review action of a key press: plain letters and arrows only (a modifier leaves the key to the browser),
 * and none while typing in a text input (the comment box, a text answer).
 *
 * @example
 * reviewShortcutOf({ key: 'a' }, { inTextInput: false }); // 'accept'
 */
export function reviewShortcutOf(
  event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean },
  { inTextInput }: { inTextInput: boolean },
): ReviewShortcutAction | null {
  if (inTextInput || event.ctrlKey || event.metaKey || event.altKey) return null;
  return ACTION_OF_KEY[event.key.toLowerCase()] ?? null;
}
