import type { Tabulator } from 'tabulator-tables';
import { rowIdOf } from './gridCells';
import { activeCell, selectedRowIds } from './gridSelection';
import type { GridHandlers, GridView } from './gridTypes';

function isEditing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA');
}

/** The grid's keyboard and clipboard listeners: undo/redo, F2, the context-menu keys, Enter blocked, paste. */
export function gridKeyListeners(table: Tabulator, view: () => GridView, handlers: GridHandlers) {
  const onKeyDown = (event: KeyboardEvent) => {
    const editing = isEditing(event.target);
    // Enter never leaves the grid (no form submit, no page shortcut) and never starts anything in it.
    // An editor's own listener has already committed the edit; preventing the default here also stops the
    // implicit submit of a surrounding form.
    if (event.key === 'Enter') {
      event.stopPropagation();
      event.preventDefault();
      return;
    }
    if (editing) {
      event.stopPropagation();
      return;
    }
    const mod = event.ctrlKey || event.metaKey;
    if (mod && event.key.toLowerCase() === 'z') {
      event.preventDefault();
      event.stopPropagation();
      if (event.shiftKey) handlers.redo();
      else handlers.undo();
    } else if (mod && event.key.toLowerCase() === 'y') {
      event.preventDefault();
      event.stopPropagation();
      handlers.redo();
    } else if (event.key === 'F2' && view().editable) {
      event.preventDefault();
      activeCell(table)?.edit(true);
    } else if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      const cell = activeCell(table);
      if (!cell) return;
      event.preventDefault();
      const rect = cell.getElement().getBoundingClientRect();
      handlers.openRowMenu(selectedRowIds(table), { x: rect.left, y: rect.bottom });
    }
  };
  // Tabulator's range selection opens the active cell's editor on Enter, from a listener on its rows holder
  // below this element, so `onKeyDown` comes too late: Enter outside an editor is stopped on the way down.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || isEditing(event.target)) return;
    event.stopPropagation();
    event.preventDefault();
  };
  const onPaste = (event: ClipboardEvent) => {
    if (isEditing(event.target) || !view().editable) return;
    const cell = activeCell(table);
    const text = event.clipboardData?.getData('text/plain');
    if (!cell || !text) return;
    event.preventDefault();
    handlers.paste(rowIdOf(cell.getRow()), cell.getField(), text);
  };
  return { onKeyDown, onKeyDownCapture, onPaste };
}
