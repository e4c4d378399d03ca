import { Menu } from '../primitives/Menu';
import { MenuItem } from '../primitives/MenuItem';

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
 * The entries of a table menu as `MenuItem`s: choosing one closes the menu, then runs it.
 *
 * @example
 * <MenuButton …>{(close) => tableMenuItems(entries, close)}</MenuButton>
 */
export function tableMenuItems(entries: readonly TableMenuEntry[], close: () => void) {
  return entries.map((entry) => (
    <MenuItem
      key={entry.id}
      disabled={entry.disabled}
      onSelect={() => {
        close();
        entry.onSelect();
      }}
    >
      {entry.label}
    </MenuItem>
  ));
}

/**
 * A menu the grid opens at a point (column, row, group): the shared `Menu` (first entry focused, arrow keys,
 * Home, End and type-ahead, Escape gives the focus back, Tab or a press elsewhere closes), placed at `at`. Keys
 * used in it never reach the grid or the page's shortcuts.
 *
 * @example
 * <TableMenu label="Row menu" at={{ x, y }} entries={[{ id: 'add', label: 'Add row below', onSelect }]} onClose={close} />
 */
export function TableMenu({ label, entries, at, onClose }: TableMenuProps) {
  return (
    <Menu
      label={label}
      onClose={onClose}
      className="mg-menu mg-table-menu"
      style={{ left: at.x, top: at.y }}
      isolateKeys
    >
      {tableMenuItems(entries, onClose)}
    </Menu>
  );
}
