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
