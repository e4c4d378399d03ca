import { useEffect, useRef, type RefObject } from 'react';
import {
  isKeyForView,
  isTextInputTarget,
  keyEventTarget,
  type KeyboardShortcuts,
  type ShortcutAction,
} from '@marginalia/core';

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
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  useEffect(() => {
    const doc = rootRef.current?.ownerDocument;
    if (!doc) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const root = rootRef.current;
      if (event.defaultPrevented || !root || !isKeyForView(event, root)) return;
      const target = keyEventTarget(event);
      if (target instanceof Element && target.closest('[aria-modal="true"]')) return;
      const intent = shortcuts.handle(event, { inTextInput: isTextInputTarget(target) });
      if (!intent || intent.type === 'selectOption') return;
      const handler = handlersRef.current[intent.type];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [rootRef, shortcuts]);
}
