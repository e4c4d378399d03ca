import type { Message } from '../messages/Message';
import type { ShortcutAction } from './defaultShortcuts';
import type { ShortcutConflict } from './shortcutConflicts';

/** Message keys of the shortcut settings, in namespace `core` (`locales/<lng>/core.json`). */
export const SHORTCUT_MESSAGE_KEYS = {
  /** Params `{ binding, action, conflictsWith }`. */
  conflict: 'shortcuts.conflict',
} as const;

/**
 * The message key naming an action (or choosing an option by number) in a shortcut list.
 *
 * @example
 * shortcutActionKey('nextPage'); // 'shortcuts.actions.nextPage'
 */
export function shortcutActionKey(action: ShortcutAction | 'selectOption'): string {
  return `shortcuts.actions.${action}`;
}

/**
 * The message telling that a combination is already taken.
 *
 * @example
 * conflictMessage(result.conflict); // { key: 'shortcuts.conflict', params: { binding: 'Mod+s', … } }
 */
export function conflictMessage(conflict: ShortcutConflict): Message {
  return { key: SHORTCUT_MESSAGE_KEYS.conflict, params: { ...conflict } };
}
