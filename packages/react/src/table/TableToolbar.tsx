import { selectNotLatestSchema, type ReferenceTableSession } from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import type { Translate } from '../hooks/useT';

export type ToolbarMenu = 'edit' | 'addColumn' | 'check';

export interface TableToolbarProps {
  session: ReferenceTableSession;
  t: Translate;
  openMenu(menu: ToolbarMenu, anchor: HTMLElement): void;
  onCheck(): void;
  openMenuName: ToolbarMenu | null;
}

/**
 * The reference table's toolbar (spec 2 §4): Edit table (Undo, Redo, Clear data / Delete table), Add Column,
 * Add Row, Check data with its menu (Ignore errors, Fetch latest schema) and the 'not latest' marker.
 */
export function TableToolbar({ session, t, openMenu, onCheck, openMenuName }: TableToolbarProps) {
  const editable = useStoreSelector(session.table, (s) => s.editable);
  const hasTable = useStoreSelector(session.table, (s) => s.document !== null);
  const notLatest = useStoreSelector(session.table, selectNotLatestSchema);
  const menuButton = (menu: ToolbarMenu, label: string, disabled = false) => (
    <button
      type="button"
      className="mg-button"
      aria-haspopup="menu"
      aria-expanded={openMenuName === menu}
      disabled={disabled}
      onClick={(event) => openMenu(menu, event.currentTarget)}
    >
      {label} ▾
    </button>
  );
  return (
    <div role="toolbar" aria-label={t('toolbar.label')} className="mg-reference-table__toolbar">
      {menuButton('edit', t('toolbar.editTable'), !editable || !hasTable)}
      {menuButton('addColumn', t('toolbar.addColumn'), !editable || !hasTable)}
      <button
        type="button"
        className="mg-button"
        disabled={!editable || !hasTable}
        onClick={() => session.table.getState().addRow()}
      >
        {t('toolbar.addRow')}
      </button>
      <span className="mg-reference-table__check">
        <button type="button" className="mg-button" disabled={!hasTable} onClick={onCheck}>
          {t('toolbar.checkData')}
        </button>
        <button
          type="button"
          className="mg-button mg-button--icon"
          aria-label={t('toolbar.checkMenu')}
          aria-haspopup="menu"
          aria-expanded={openMenuName === 'check'}
          disabled={!hasTable}
          onClick={(event) => openMenu('check', event.currentTarget)}
        >
          ▾
        </button>
        {notLatest && (
          <span className="mg-reference-table__not-latest" title={t('schema.notLatest')}>
            {t('schema.notLatest')}
          </span>
        )}
      </span>
    </div>
  );
}
