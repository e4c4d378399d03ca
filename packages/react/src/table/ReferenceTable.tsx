import { useCallback, useMemo, useRef, useState } from 'react';
import {
  selectCellError,
  selectColumnOptions,
  selectColumns,
  selectEmptyState,
  selectFilterBadges,
  type KeyValueStorage,
  type ReferenceTableSession,
  type ReferenceValues,
  type SchemaLoader,
  type TableRow,
  type TableValue,
} from '@marginalia/core';
import { shallowEqual, useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { useScopedStyles } from '../styles/useScopedStyles';
import { ColumnNameForm } from './ColumnNameForm';
import { FilterValuesPanel } from './FilterValuesPanel';
import { ReferencePanel } from './ReferencePanel';
import { referenceTableCss } from './referenceTableCss';
import { TableGrid } from './TableGrid';
import { TableMenu, type TableMenuEntry } from './TableMenu';
import {
  columnMenuEntries,
  groupMenuEntries,
  rowMenuEntries,
  toolbarMenuEntries,
  type MenuActions,
} from './tableMenuEntries';
import { tableTexts } from './tableTexts';
import { TableStatus } from './TableStatus';
import { TableToolbar } from './TableToolbar';
import type { GridHandlers, GridView, TabulatorGrid } from './tabulatorGrid';
import { useReferenceTableSession } from './useReferenceTableSession';

/** What a host's extra row-menu entry is given: the rows the menu is for and the table session. */
export interface RowMenuContext {
  rowIds: readonly number[];
  rows: readonly TableRow[];
  session: ReferenceTableSession;
}

export interface ReferenceTableProps {
  /** Table JSON (object or its text), or null for no table. */
  value: unknown;
  /** Receives the table JSON after every change (null once the table is deleted). */
  onChange?(value: TableValue | null): void;
  editable?: boolean;
  /** Accessible name of the table. */
  label: string;
  /** Loads the schema the table names (e.g. `createSchemaLoader(client, workspace)`). */
  loadSchema?: SchemaLoader;
  /** Values the record's other tables offer to reference columns (see `referenceValuesOf`). */
  referenceValues?: ReferenceValues;
  /** Where column widths, freezes and filters are kept, under `layoutKey`. */
  layoutStorage?: KeyValueStorage;
  layoutKey?: string;
  /** Extra entries at the top of the row menu (e.g. a language model fill-in). */
  rowMenuEntries?(context: RowMenuContext): TableMenuEntry[];
  /** Height of the grid (default 400 px); the rows scroll inside it. */
  height?: number | string;
  /**
   * Draws only the rows in view (default true), so 10,000 rows stay fast. Off, every row is in the document:
   * small tables in print or in environments without layout.
   */
  virtualRows?: boolean;
}

/** A menu the grid opened at a point, or the 'Filter values' panel it leads to (the toolbar's are `MenuButton`s). */
type OpenMenu =
  | { kind: 'column'; column: string; at: { x: number; y: number } }
  | { kind: 'row'; rowIds: number[]; at: { x: number; y: number } }
  | { kind: 'group'; column: string; value: unknown; at: { x: number; y: number } }
  | { kind: 'filter'; column: string; at: { x: number; y: number } };

const below = (element: HTMLElement) => {
  const rect = element.getBoundingClientRect();
  return { x: rect.left, y: rect.bottom };
};

/**
 * The reference table (spec 2 §4): a table JSON value drawn with Tabulator, edited by double click, checked
 * against its schema file and version, with the toolbar, column, row and group menus. Every rule lives in the
 * core's table model (`createReferenceTableSession`); this component draws its state and sends intents.
 *
 * @example
 * <ReferenceTable value={answer} onChange={save} label="Outcomes" loadSchema={createSchemaLoader(client, 'team')} />
 */
export function ReferenceTable(props: ReferenceTableProps) {
  const { label, editable = true, height = 400, virtualRows = true } = props;
  const t = useT(tableTexts);
  const session = useReferenceTableSession({ ...props, editable });
  const styleRef = useScopedStyles<HTMLDivElement>('mg-reference-table', referenceTableCss);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const gridRef = useRef<TabulatorGrid | null>(null);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [naming, setNaming] = useState<{ renaming: string | null } | null>(null);
  const [reference, setReference] = useState<{ column: string; value: unknown } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const state = useStoreSelector(session.table, (s) => s);
  const layout = useStoreSelector(session.layout, (s) => s);
  const columns = useStoreSelector(
    session.table,
    selectColumns,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const empty = useStoreSelector(session.table, selectEmptyState, shallowEqual);
  const badges = selectFilterBadges(layout);

  const view = useMemo<GridView>(() => {
    return {
      columns,
      rows: state.document?.rows ?? [],
      editable: state.editable,
      groupBy: columns.find((column) => column.kind === 'reference')?.name ?? null,
      frozen: layout.frozen,
      widths: layout.widths,
      filters: layout.filters,
      validation: state.validation,
      errorsHidden: state.errorsHidden,
      options: (column) => selectColumnOptions(session.table.getState(), column),
    };
    // `layout.widths` is left out on purpose: widths come from the grid itself and redrawing on them would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    columns,
    state.document?.rows,
    state.editable,
    state.validation,
    state.errorsHidden,
    layout.frozen,
    layout.filters,
    session,
  ]);

  const report = useCallback(
    (outcome: { ok: boolean; error?: { key: string; params?: Record<string, unknown> } }) =>
      setRefused(outcome.ok || !outcome.error ? null : translateMessage(t, outcome.error)),
    [t],
  );
  const actions: MenuActions = {
    report,
    nameColumn: (renaming) => setNaming({ renaming }),
    filterValues: (column) => setMenu({ kind: 'filter', column, at: menu?.at ?? { x: 0, y: 0 } }),
    showReference: (column, value) => setReference({ column, value }),
  };

  const handlers: GridHandlers = {
    editCell: (rowId, column, value) => {
      const outcome = session.table.getState().editCell(rowId, column, value);
      report(outcome);
      return outcome.ok;
    },
    paste: (rowId, column, text) => report(session.table.getState().pasteBlock(rowId, column, text)),
    undo: () => session.table.getState().undo(),
    redo: () => session.table.getState().redo(),
    resizeColumn: (column, width) => session.layout.getState().resizeColumn(column, width),
    openColumnMenu: (column, anchor) => setMenu({ kind: 'column', column, at: below(anchor) }),
    openRowMenu: (rowIds, at) => setMenu({ kind: 'row', rowIds, at }),
    openGroupMenu: (column, value, at) => setMenu({ kind: 'group', column, value, at }),
    cellError: (rowId, column) => {
      const error = selectCellError(session.table.getState(), rowId, column);
      return error ? translateMessage(t, error) : null;
    },
    texts: {
      // 'No data available' is said above the grid (one place for an empty table and for none).
      noData: '',
      columnMenu: (column) => t('menu.column', { column }),
      groupMenu: t('menu.group'),
      rowHandle: (row) => t('grid.rowHandle', { row }),
    },
  };

  const checkData = () => {
    const result = session.table.getState().checkData();
    if (result.first) void gridRef.current?.showCell(result.first.rowId, result.first.column);
  };

  const menuEntries = (open: OpenMenu): TableMenuEntry[] => {
    if (open.kind === 'column')
      return columnMenuEntries(state, layout.frozen, open.column, session, t, actions);
    if (open.kind === 'group') return groupMenuEntries(state, open.column, open.value, session, t, actions);
    if (open.kind === 'row') {
      const ids = new Set(open.rowIds);
      const rows = (state.document?.rows ?? []).filter((row) => ids.has(row._id));
      const extra = props.rowMenuEntries?.({ rowIds: open.rowIds, rows, session }) ?? [];
      return [...extra, ...rowMenuEntries(state, open.rowIds, session, t, actions)];
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
    <div
      ref={(node) => {
        rootRef.current = node;
        styleRef(node);
      }}
      className="mg-root mg-reference-table"
    >
      <TableToolbar
        session={session}
        t={t}
        onCheck={checkData}
        menuEntries={(name) => toolbarMenuEntries(name, state, session, t, actions)}
      />
      <TableStatus session={session} t={t} refused={refused} />
      {naming && (
        <ColumnNameForm
          session={session}
          renaming={naming.renaming}
          t={t}
          onDone={(error) => {
            setRefused(error ?? null);
            if (!error) setNaming(null);
          }}
        />
      )}
      {(badges.shown.length > 0 || badges.more > 0) && (
        <ul className="mg-reference-table__badges" aria-label={t('menu.filterValues')}>
          {badges.shown.map((badge) => (
            <li key={badge.column} className="mg-badge">
              {t('grid.filterBadge', { column: badge.column, values: badge.values.join(', ') })}
              <button
                type="button"
                className="mg-button mg-button--ghost mg-button--icon"
                aria-label={t('grid.removeFilter', { column: badge.column })}
                onClick={() => session.layout.getState().setFilter(badge.column, null)}
              >
                ×
              </button>
            </li>
          ))}
          {badges.more > 0 && <li className="mg-badge">{t('grid.moreFilters', { count: badges.more })}</li>}
        </ul>
      )}
      {empty.empty && !state.loadError && <p className="mg-muted mg-reference-table__empty">{t('noData')}</p>}
      {state.document !== null && (
        <>
          {empty.canGenerateReferenceRows && (
            <button
              type="button"
              className="mg-button"
              onClick={() => report(session.table.getState().generateReferenceRows())}
            >
              {t('generateReferenceRows')}
            </button>
          )}
          <TableGrid
            key={columns.length <= 2 ? 'fit-data' : 'fit-columns'}
            view={view}
            handlers={handlers}
            height={height}
            virtual={virtualRows}
            label={t('grid.label', { name: label })}
            gridRef={gridRef}
            popupContainer={rootRef}
          />
        </>
      )}
      {reference && (
        <ReferencePanel
          column={reference.column}
          value={reference.value}
          details={state.referenceValues[reference.column]?.[String(reference.value)]}
          t={t}
          onClose={() => setReference(null)}
        />
      )}
      {menu?.kind === 'filter' ? (
        <FilterValuesPanel
          session={session}
          column={menu.column}
          at={menu.at}
          t={t}
          onClose={() => setMenu(null)}
        />
      ) : menu ? (
        <TableMenu
          label={menuLabel(menu)}
          entries={menuEntries(menu)}
          at={menu.at}
          onClose={() => setMenu(null)}
        />
      ) : null}
    </div>
  );
}
