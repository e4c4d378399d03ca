import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { useDismiss } from '../hooks/useDismiss';

/** One entry of a reference table menu. Hosts add their own to the row menu (see `ReferenceTableProps`). */
export interface TableMenuEntry {
  id: string;
  label: string;
  onSelect(): void;
  disabled?: boolean;
}

export interface TableMenuProps {
  /** Accessible name of the menu. */
  label: string;
  entries: readonly TableMenuEntry[];
  /** Where the menu opens (viewport coordinates). */
  at: { x: number; y: number };
  onClose(): void;
}

/**
 * A menu of the reference table (column, row, group, toolbar): opens with its first entry focused, moves with
 * the arrow keys, Home and End, runs an entry on Enter, Space or click, closes on Escape (the focus goes back where
 * it was) or a press outside.
 *
 * @example
 * <TableMenu label="Row menu" at={{ x, y }} entries={[{ id: 'add', label: 'Add row below', onSelect }]} onClose={close} />
 */
export function TableMenu({ label, entries, at, onClose }: TableMenuProps) {
  const ref = useRef<HTMLUListElement>(null);
  useDismiss(ref, true, onClose);
  const items = useCallback(
    () => [...(ref.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not([disabled])') ?? [])],
    [],
  );
  // Where the focus was when the menu opened (inside a shadow root, its root knows): Escape puts it back there.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const root = ref.current?.getRootNode() as Document | ShadowRoot | undefined;
    opener.current = root?.activeElement instanceof HTMLElement ? root.activeElement : null;
    items()[0]?.focus();
  }, [items]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.findIndex((item) => item === event.target);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Tab') onClose();
    else if (event.key === 'Escape') {
      // The page's own Escape handling never sees this key (stopped below), so the menu closes itself.
      event.preventDefault();
      onClose();
      opener.current?.focus();
    }
    // Keys used in the menu never reach the grid or the page's shortcuts.
    event.stopPropagation();
  };

  return (
    <ul
      ref={ref}
      role="menu"
      aria-label={label}
      className="mg-table-menu"
      style={{ left: at.x, top: at.y }}
      onKeyDown={onKeyDown}
    >
      {entries.map((entry) => (
        <li key={entry.id} role="none">
          <button
            type="button"
            role="menuitem"
            className="mg-table-menu__item"
            disabled={entry.disabled}
            onClick={() => {
              onClose();
              entry.onSelect();
            }}
          >
            {entry.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
