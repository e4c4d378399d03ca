import type { RefObject } from 'react';
import type { KeyboardShortcuts, ShortcutAction } from '@marginalia/core';
import { useViewKeyDown } from '../hooks/useViewKeyDown';

/** What each shortcut action does in the view; an action without a handler lets the key through. */
export type ShortcutHandlers = Partial<Record<ShortcutAction, () => void>>;

/**
 * Runs the core's shortcut map (Ctrl/Cmd+S, +Enter, +Backspace, +↑/↓, +→/←) on the document holding `rootRef`,
 * for the keys the core's `isKeyForView` gives this view (pressed inside it, shadow roots included; with nothing
 * focused only in the page's own view), so an embedded view never acts on keys typed elsewhere on the host page.
 * Keys another control already handled (`preventDefault`) and keys pressed inside a modal dialog are left alone.
 * Digits are left to the questions.
 *
 * @example
 * useAnnotationShortcuts(rootRef, shortcuts, { submit: () => void store.getState().submit() });
 */
export function useAnnotationShortcuts(
  rootRef: RefObject<Element | null>,
  shortcuts: KeyboardShortcuts,
  handlers: ShortcutHandlers,
): void {
  useViewKeyDown(rootRef, (event, context) => {
    const intent = shortcuts.handle(event, context);
    if (!intent || intent.type === 'selectOption') return;
    const handler = handlers[intent.type];
    if (!handler) return;
    event.preventDefault();
    handler();
  });
}
