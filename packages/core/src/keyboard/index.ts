// Keyboard shortcuts of the annotation view: defaults, remapping, conflicts, the digit buffer and which key
// targets take typed text.
export type { ShortcutAction, ShortcutIntent } from './defaultShortcuts';
export { SHORTCUT_ACTIONS, DEFAULT_SHORTCUTS, DIGIT_WAIT_MS, TEXT_EDITING_KEYS } from './defaultShortcuts';
export type { ShortcutPlatform, ShortcutKeyEvent, ShortcutBinding } from './shortcutBinding';
export { parseBinding, bindingText, matchesBinding, bindingOfEvent, formatBinding } from './shortcutBinding';
export type { ShortcutConflict } from './shortcutConflicts';
export { findConflicts, isOptionDigit } from './shortcutConflicts';
export type { DigitBuffer, TimeoutTimers } from './createDigitBuffer';
export { createDigitBuffer } from './createDigitBuffer';
export type {
  KeyboardShortcutsOptions,
  ShortcutContext,
  RemapResult,
  KeyboardShortcuts,
} from './createKeyboardShortcuts';
export { createKeyboardShortcuts, SHORTCUTS_STORAGE_KEY } from './createKeyboardShortcuts';
export { SHORTCUT_MESSAGE_KEYS, shortcutActionKey, conflictMessage } from './shortcutMessages';
export { isTextInputTarget, keyEventTarget, platformOf } from './keyTarget';
