import type { ReferenceTableSession, TableLayoutState, TableRow, TableState } from '@marginalia/core';
import type { Translate } from '../hooks/useT';
import { FilterValuesPanel } from './FilterValuesPanel';
import { ReferencePanel } from './ReferencePanel';
import { TableMenu, type TableMenuEntry } from './TableMenu';
import { columnMenuEntries, groupMenuEntries, rowMenuEntries, type MenuActions } from './tableMenuEntries';

/** What a host's extra row-menu entry is given: the rows the menu is for and the table session. */
export interface RowMenuContext {
  rowIds: readonly number[];
  rows: readonly TableRow[];
  session: ReferenceTableSession;
}

/** A menu the grid opened at a point, or the 'Filter values' panel it leads to (the toolbar's are `MenuButton`s). */
export type OpenMenu =
  | { kind: 'column'; column: string; at: { x: number; y: number } }
  | { kind: 'row'; rowIds: number[]; at: { x: number; y: number } }
  | { kind: 'group'; column: string; value: unknown; at: { x: number; y: number } }
  | { kind: 'filter'; column: string; at: { x: number; y: number } };

export interface ReferenceTableDialogsProps {
  session: ReferenceTableSession;
  state: TableState;
  layout: TableLayoutState;
  /** The open menu or 'Filter values' panel, if any. */
  menu: OpenMenu | null;
  /** The reference value whose details are shown, if any. */
  reference: { column: string; value: unknown } | null;
  t: Translate;
  actions: MenuActions;
  /** Extra entries at the top of the row menu. */
  rowMenuEntries?(context: RowMenuContext): TableMenuEntry[];
  onCloseMenu(): void;
  onCloseReference(): void;
}

/** The reference table's dialogs: a reference value's details, and the column, row or group menu or 'Filter values'. */
export function ReferenceTableDialogs(props: ReferenceTableDialogsProps) {
  const { session, state, menu, reference, t } = props;

  const menuEntries = (open: OpenMenu): TableMenuEntry[] => {
    if (open.kind === 'column')
      return columnMenuEntries(state, props.layout.frozen, open.column, session, t, props.actions);
    if (open.kind === 'group')
      return groupMenuEntries(state, open.column, open.value, session, t, props.actions);
    if (open.kind === 'row') {
      const ids = new Set(open.rowIds);
      const rows = (state.document?.rows ?? []).filter((row) => ids.has(row._id));
      const extra = props.rowMenuEntries?.({ rowIds: open.rowIds, rows, session }) ?? [];
      return [...extra, ...rowMenuEntries(state, open.rowIds, session, t, props.actions)];
    }
    return [];
  };
  const menuLabel = (open: OpenMenu) =>
    open.kind === 'column'
      ? t('menu.column', { column: open.column })
      : open.kind === 'row'
        ? t('menu.row')
        : t('menu.group');

  return (
    <>
      {reference && (
        <ReferencePanel
          column={reference.column}
          value={reference.value}
          details={state.referenceValues[reference.column]?.[String(reference.value)]}
          t={t}
          onClose={props.onCloseReference}
        />
      )}
      {menu?.kind === 'filter' ? (
        <FilterValuesPanel
          session={session}
          column={menu.column}
          at={menu.at}
          t={t}
          onClose={props.onCloseMenu}
        />
      ) : menu ? (
        <TableMenu
          label={menuLabel(menu)}
          entries={menuEntries(menu)}
          at={menu.at}
          onClose={props.onCloseMenu}
        />
      ) : null}
    </>
  );
}
