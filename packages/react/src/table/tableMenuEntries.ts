import {
  selectColumns,
  selectEditMenu,
  selectMissingReferences,
  selectUnusedSchemaColumns,
  type ReferenceTableSession,
  type TableState,
} from '@marginalia/core';
import type { Translate } from '../hooks/useT';
import type { TableMenuEntry } from './TableMenu';
import type { ToolbarMenu } from './TableToolbar';

/** What the component does for menu entries that open something of its own. */
export interface MenuActions {
  /** Shows a refused intent's message. */
  report(outcome: { ok: boolean; error?: { key: string; params?: Record<string, unknown> } }): void;
  nameColumn(renaming: string | null): void;
  filterValues(column: string): void;
  showReference(column: string, value: unknown): void;
}

/** The entries of a toolbar menu: Edit table, Add Column, or the Check data options. */
export function toolbarMenuEntries(
  menu: ToolbarMenu,
  state: TableState,
  session: ReferenceTableSession,
  t: Translate,
  actions: MenuActions,
): TableMenuEntry[] {
  if (menu === 'edit') return editMenuEntries(state, session, t, actions);
  if (menu === 'addColumn') return addColumnEntries(state, session, t, actions);
  const table = session.table.getState();
  return [
    { id: 'ignore', label: t('check.ignoreErrors'), onSelect: table.ignoreErrors },
    { id: 'latest', label: t('schema.fetchLatest'), onSelect: () => void table.fetchLatestSchema() },
  ];
}

function editMenuEntries(
  state: TableState,
  session: ReferenceTableSession,
  t: Translate,
  actions: MenuActions,
): TableMenuEntry[] {
  const menu = selectEditMenu(state);
  const table = session.table.getState();
  return [
    { id: 'undo', label: t('toolbar.undo'), disabled: !menu.canUndo, onSelect: table.undo },
    { id: 'redo', label: t('toolbar.redo'), disabled: !menu.canRedo, onSelect: table.redo },
    {
      id: menu.clearAction,
      label: t(menu.clearAction === 'deleteTable' ? 'toolbar.deleteTable' : 'toolbar.clearData'),
      disabled: !menu.canClear,
      onSelect: () => actions.report(table.clear()),
    },
  ];
}

function addColumnEntries(
  state: TableState,
  session: ReferenceTableSession,
  t: Translate,
  actions: MenuActions,
): TableMenuEntry[] {
  const table = session.table.getState();
  return [
    ...selectUnusedSchemaColumns(state).map((name) => ({
      id: `schema:${name}`,
      label: name,
      onSelect: () => actions.report(table.addSchemaColumn(name)),
    })),
    { id: 'new', label: t('toolbar.newColumn'), onSelect: () => actions.nameColumn(null) },
  ];
}

export function columnMenuEntries(
  state: TableState,
  frozen: readonly string[],
  column: string,
  session: ReferenceTableSession,
  t: Translate,
  actions: MenuActions,
): TableMenuEntry[] {
  const view = selectColumns(state).find((candidate) => candidate.name === column);
  const isFrozen = frozen.includes(column);
  return [
    {
      id: 'freeze',
      label: t(isFrozen ? 'menu.unfreeze' : 'menu.freeze'),
      onSelect: () => session.layout.getState().toggleFrozen(column),
    },
    { id: 'filter', label: t('menu.filterValues'), onSelect: () => actions.filterValues(column) },
    {
      id: 'add',
      label: t('menu.addColumn'),
      disabled: !state.editable,
      onSelect: () => actions.nameColumn(null),
    },
    {
      id: 'rename',
      label: t('menu.renameColumn'),
      disabled: !state.editable,
      onSelect: () => actions.nameColumn(column),
    },
    {
      id: 'delete',
      label: t('menu.deleteColumn'),
      disabled: !view?.deletable,
      onSelect: () => actions.report(session.deleteColumn(column)),
    },
  ];
}

export function rowMenuEntries(
  state: TableState,
  rowIds: number[],
  session: ReferenceTableSession,
  t: Translate,
  actions: MenuActions,
): TableMenuEntry[] {
  const table = session.table.getState();
  const last = rowIds.at(-1);
  return [
    {
      id: 'addBelow',
      label: t('menu.addRowBelow'),
      disabled: !state.editable,
      onSelect: () => actions.report(table.addRow(last)),
    },
    {
      id: 'duplicate',
      label: t('menu.duplicateRows'),
      disabled: !state.editable,
      onSelect: () => actions.report(table.duplicateRows(rowIds)),
    },
    {
      id: 'delete',
      label: t('menu.deleteRows'),
      disabled: !state.editable,
      onSelect: () => actions.report(table.deleteRows(rowIds)),
    },
  ];
}

export function groupMenuEntries(
  state: TableState,
  column: string,
  value: unknown,
  session: ReferenceTableSession,
  t: Translate,
  actions: MenuActions,
): TableMenuEntry[] {
  const table = session.table.getState();
  return [
    { id: 'show', label: t('menu.showReference'), onSelect: () => actions.showReference(column, value) },
    {
      id: 'addMissing',
      label: t('menu.addMissingReferences'),
      disabled: !state.editable || selectMissingReferences(state, column).length === 0,
      onSelect: () => actions.report(table.addMissingReferences(column)),
    },
    {
      id: 'deleteGroup',
      label: t('menu.deleteGroup'),
      disabled: !state.editable,
      onSelect: () => actions.report(table.deleteGroup(column, value)),
    },
  ];
}
