import { useRef } from 'react';
import {
  selectColumns,
  selectEmptyState,
  selectFilterBadges,
  type KeyValueStorage,
  type ReferenceValues,
  type SchemaLoader,
  type TableValue,
} from '@marginalia/core';
import { shallowEqual, useStoreSelector } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';
import { useScopedStyles } from '../styles/useScopedStyles';
import { ColumnNameForm } from './ColumnNameForm';
import { FilterBadges } from './FilterBadges';
import { ReferenceTableDialogs, type RowMenuContext } from './ReferenceTableDialogs';
import { ReferenceTableGrid } from './ReferenceTableGrid';
import { referenceTableCss } from './referenceTableCss';
import type { TableMenuEntry } from './TableMenu';
import { toolbarMenuEntries } from './tableMenuEntries';
import { tableTexts } from './tableTexts';
import { TableStatus } from './TableStatus';
import { TableToolbar } from './TableToolbar';
import type { TabulatorGrid } from './tabulatorGrid';
import { useReferenceTableSession } from './useReferenceTableSession';
import { useTableDialogs } from './useTableDialogs';

export type { RowMenuContext } from './ReferenceTableDialogs';

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
  const { menu, setMenu, naming, setNaming, reference, setReference, refused, setRefused, report, actions } =
    useTableDialogs(t);
  const state = useStoreSelector(session.table, (s) => s);
  const layout = useStoreSelector(session.layout, (s) => s);
  const columns = useStoreSelector(
    session.table,
    selectColumns,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const empty = useStoreSelector(session.table, selectEmptyState, shallowEqual);

  const checkData = () => {
    const result = session.table.getState().checkData();
    if (result.first) void gridRef.current?.showCell(result.first.rowId, result.first.column);
  };

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
      <FilterBadges session={session} badges={selectFilterBadges(layout)} t={t} />
      {empty.empty && !state.loadError && <p className="mg-muted mg-reference-table__empty">{t('noData')}</p>}
      {state.document !== null && (
        <ReferenceTableGrid
          session={session}
          state={state}
          layout={layout}
          columns={columns}
          canGenerateReferenceRows={empty.canGenerateReferenceRows}
          t={t}
          report={report}
          onOpenMenu={setMenu}
          height={height}
          virtualRows={virtualRows}
          label={label}
          gridRef={gridRef}
          popupContainer={rootRef}
        />
      )}
      <ReferenceTableDialogs
        session={session}
        state={state}
        layout={layout}
        menu={menu}
        reference={reference}
        t={t}
        actions={actions}
        rowMenuEntries={props.rowMenuEntries}
        onCloseMenu={() => setMenu(null)}
        onCloseReference={() => setReference(null)}
      />
    </div>
  );
}
