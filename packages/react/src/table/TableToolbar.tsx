import { selectEditMenu, selectNotLatestSchema, type ReferenceTableSession } from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import type { Translate } from '../hooks/useT';
import { MenuButton } from '../primitives/MenuButton';
import { tableMenuItems, type TableMenuEntry } from './TableMenu';

export type ToolbarMenu = 'edit' | 'addColumn' | 'check';

export interface TableToolbarProps {
  session: ReferenceTableSession;
  t: Translate;
  /** The entries of a toolbar menu, asked for when it opens. */
  menuEntries(menu: ToolbarMenu): TableMenuEntry[];
  onCheck(): void;
}

/**
 * The reference table's toolbar (spec 2 §4): Edit table (Undo, Redo, Clear data / Delete table), Add Column,
 * Add Row, Check data with its menu (Ignore errors, Fetch latest schema) and the 'not latest' marker. The menus
 * are `MenuButton`s.
 */
export function TableToolbar({ session, t, menuEntries, onCheck }: TableToolbarProps) {
  const editable = useStoreSelector(session.table, (s) => s.editable);
  const hasTable = useStoreSelector(session.table, (s) => s.document !== null);
  const canOpenEditMenu = useStoreSelector(session.table, (s) => selectEditMenu(s).canOpen);
  const notLatest = useStoreSelector(session.table, selectNotLatestSchema);
  const menuButton = (menu: ToolbarMenu, label: string, disabled: boolean, iconLabel?: string) => (
    <MenuButton
      label={iconLabel ? '▾' : `${label} ▾`}
      buttonLabel={iconLabel}
      buttonClassName={iconLabel ? 'mg-button mg-button--icon' : 'mg-button'}
      menuLabel={label}
      disabled={disabled}
      isolateKeys
    >
      {(close) => tableMenuItems(menuEntries(menu), close)}
    </MenuButton>
  );
  return (
    <div role="toolbar" aria-label={t('toolbar.label')} className="mg-reference-table__toolbar">
      {menuButton('edit', t('toolbar.editTable'), !canOpenEditMenu)}
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
        {menuButton('check', t('toolbar.checkData'), !hasTable, t('toolbar.checkMenu'))}
        {notLatest && (
          <span className="mg-reference-table__not-latest" title={t('schema.notLatest')}>
            {t('schema.notLatest')}
          </span>
        )}
      </span>
    </div>
  );
}
