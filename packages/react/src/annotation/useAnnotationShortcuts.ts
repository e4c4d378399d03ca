import { useEffect, useRef, type RefObject } from 'react';
import { isTextInputTarget, keyEventTarget, type KeyboardShortcuts, type ShortcutAction } from '@marginalia/core';

/** What each shortcut action does in the view; an action without a handler lets the key through. */
export type ShortcutHandlers = Partial<Record<ShortcutAction, () => void>>;

/**
 * Runs the core's shortcut map (Ctrl/Cmd+S, +Enter, +Backspace, +↑/↓, +→/←) on the document holding `rootRef`,
 * so the shortcuts work wherever focus is, including inside a shadow root. Keys another control already handled
 * (`preventDefault`) and keys pressed inside a modal dialog are left alone. Digits are left to the questions.
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
      if (event.defaultPrevented) return;
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
