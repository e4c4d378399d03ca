/** What a key press does to the bulk list's record cursor. */
export type CursorMove = { type: 'move'; index: number } | { type: 'toggle' } | null;

/**
 * The record-cursor keys of the bulk list (argilla #4590): j or ↓ moves to the next record, k or ↑ to the
 * previous one, Home and End to the first and last, x or Space toggles the record's selection. Keys with
 * Ctrl, Cmd or Alt are left to the shortcuts. From a control inside a record (`onItem` false) only j and k
 * move: arrows, Home, End, x and Space belong to that control (a label radio group, the span field's caret).
 *
 * @example
 * cursorMoveFor({ key: 'j', ctrlKey: false, metaKey: false, altKey: false }, 0, 10, true); // { type: 'move', index: 1 }
 */
export function cursorMoveFor(
  event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
  index: number,
  count: number,
  onItem: boolean,
): CursorMove {
  if (event.ctrlKey || event.metaKey || event.altKey || count === 0) return null;
  if (!onItem && event.key !== 'j' && event.key !== 'k') return null;
  const last = count - 1;
  switch (event.key) {
    case 'j':
    case 'ArrowDown':
      return { type: 'move', index: Math.min(index + 1, last) };
    case 'k':
    case 'ArrowUp':
      return { type: 'move', index: Math.max(index - 1, 0) };
    case 'Home':
      return { type: 'move', index: 0 };
    case 'End':
      return { type: 'move', index: last };
    case 'x':
    case ' ':
      return { type: 'toggle' };
    default:
      return null;
  }
}
