/** What a key press asks the annotation view to do. */
export type AnnotationShortcut = 'submit' | 'discard' | 'draft' | 'next' | 'previous';

/** The parts of a keyboard event the decision needs (a DOM `KeyboardEvent` fits). */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** True when the key goes to a text input, where Ctrl/Cmd+Backspace and arrows edit text. */
  inTextInput?: boolean;
}

/**
 * The focus-view shortcuts: Ctrl/Cmd+Enter submits, Ctrl/Cmd+Backspace discards, Ctrl/Cmd+S saves a draft,
 * Ctrl/Cmd+→/← pages (not with Shift). Returns null for any other key.
 */
export function annotationShortcutFor(event: ShortcutKey): AnnotationShortcut | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  switch (event.key) {
    case 'Enter':
      return 'submit';
    case 's':
    case 'S':
      return event.shiftKey ? null : 'draft';
    case 'Backspace':
      return event.inTextInput ? null : 'discard';
    case 'ArrowRight':
      return event.shiftKey || event.inTextInput ? null : 'next';
    case 'ArrowLeft':
      return event.shiftKey || event.inTextInput ? null : 'previous';
    default:
      return null;
  }
}

/** Whether a key event's target edits text, so text-editing chords are left alone. */
export function isTextInputTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element.tagName === 'TEXTAREA') return true;
  if (element.tagName !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return !['radio', 'checkbox', 'button', 'submit', 'reset'].includes(type);
}
