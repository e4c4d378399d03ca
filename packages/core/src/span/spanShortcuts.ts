import type { CaretStep } from './spanCaret';

/** The parts of a key event the span shortcuts read (a DOM `KeyboardEvent` fits). */
export interface SpanKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * The span-history shortcut of a key press: Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z redoes; null otherwise.
 *
 * @example
 * spanHistoryShortcut({ key: 'z', ctrlKey: true, metaKey: false, shiftKey: true, altKey: false }); // 'redo'
 */
export function spanHistoryShortcut(event: SpanKeyEvent): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'z') return null;
  return event.shiftKey ? 'redo' : 'undo';
}

/** What a key pressed on the span field's text asks for (see `spanCaret.ts` for the design). */
export type SpanCaretIntent =
  | { type: 'move'; step: CaretStep; extend: boolean }
  | { type: 'create' }
  | { type: 'remove' }
  | { type: 'toggleCharacterMode' }
  | { type: 'leave' };

const CARET_STEPS: Record<string, CaretStep> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  Home: 'first',
  End: 'last',
};

/**
 * The caret intent of a key pressed on the span field's text: ←/→ move by word (by character in character
 * mode), Home/End to the first or last one, Shift with them extends the selection; Enter or Space tags it;
 * Delete or Backspace removes the span under the caret; C switches character mode; Escape leaves the text.
 * Keys with Ctrl, Cmd or Alt stay shortcuts of the view (Ctrl/Cmd+→ pages, Ctrl/Cmd+Enter submits); null for
 * any other key.
 *
 * @example
 * spanCaretIntent({ key: 'ArrowRight', ctrlKey: false, metaKey: false, shiftKey: true, altKey: false });
 * // { type: 'move', step: 1, extend: true }
 */
export function spanCaretIntent(event: SpanKeyEvent): SpanCaretIntent | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const step = CARET_STEPS[event.key];
  if (step !== undefined) return { type: 'move', step, extend: event.shiftKey };
  switch (event.key) {
    case 'Enter':
    case ' ':
      return { type: 'create' };
    case 'Delete':
    case 'Backspace':
      return { type: 'remove' };
    case 'c':
    case 'C':
      return { type: 'toggleCharacterMode' };
    case 'Escape':
      return { type: 'leave' };
    default:
      return null;
  }
}
