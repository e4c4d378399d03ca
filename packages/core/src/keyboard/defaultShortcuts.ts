/** What a shortcut asks the annotation view to do. */
export type ShortcutAction =
  'saveDraft' | 'submit' | 'discard' | 'nextQuestion' | 'previousQuestion' | 'nextPage' | 'previousPage';

/** An intent from a key press: an action, or choosing the option with that 1-based number. */
export type ShortcutIntent = { type: ShortcutAction } | { type: 'selectOption'; option: number };

/** Every remappable action, in the order a settings list shows them. */
export const SHORTCUT_ACTIONS: readonly ShortcutAction[] = [
  'submit',
  'saveDraft',
  'discard',
  'nextQuestion',
  'previousQuestion',
  'nextPage',
  'previousPage',
];

/**
 * The spec's shortcuts (spec 1 §4–§5): Ctrl/Cmd+S saves a draft, +Enter submits, +Backspace discards, +arrow
 * down/up moves between questions, +arrow right/left pages (not with Shift held: the binding has no Shift).
 */
export const DEFAULT_SHORTCUTS: Readonly<Record<ShortcutAction, string>> = {
  saveDraft: 'Mod+s',
  submit: 'Mod+Enter',
  discard: 'Mod+Backspace',
  nextQuestion: 'Mod+ArrowDown',
  previousQuestion: 'Mod+ArrowUp',
  nextPage: 'Mod+ArrowRight',
  previousPage: 'Mod+ArrowLeft',
};

/** How long a typed digit waits for another one when more options start with it (spec 1 §5). */
export const DIGIT_WAIT_MS = 300;

/** Keys that edit text with Ctrl/Cmd (delete a word, move by word): left to a text input that has focus. */
export const TEXT_EDITING_KEYS: readonly string[] = ['Backspace', 'Delete', 'ArrowLeft', 'ArrowRight'];
