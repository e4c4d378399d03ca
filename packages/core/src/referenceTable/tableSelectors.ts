import type { Message } from '../messages/Message';
import { canDeleteColumn, isReferenceColumn } from './columnKinds';
import type { TableState } from './tableState';
import { referenceColumnWithValues } from './rowRules';
import { schemaColumnNames, type ColumnOption } from './schemaRules';
import { columnNames } from './tableDocument';

/** How a column is shown and what its menu may do. */
export interface ColumnView {
  name: string;
  type: string;
  kind: 'index' | 'reference' | 'data';
  deletable: boolean;
}

/**
 * The visible columns (never the hidden `_id`), with their kind: index columns (the primary key), reference
 * columns, and the rest.
 *
 * @example
 * selectColumns(state).filter((c) => c.kind === 'reference');
 */
export function selectColumns(state: TableState): ColumnView[] {
  const doc = state.document;
  if (!doc) return [];
  return doc.fields.map((field) => ({
    name: field.name,
    type: field.type ?? 'string',
    kind: doc.primaryKey.includes(field.name)
      ? 'index'
      : isReferenceColumn(field.name, doc.schemaInfo.schemaName)
        ? 'reference'
        : 'data',
    deletable: state.editable && canDeleteColumn(doc, field.name),
  }));
}

/** The schema's columns the table does not have yet ('Add Column'). */
export function selectUnusedSchemaColumns(state: TableState): string[] {
  const used = new Set(state.document ? columnNames(state.document) : []);
  return schemaColumnNames(state.schema).filter((name) => !used.has(name));
}

/** The error mark of a cell, or null (also while 'Ignore errors' hides the marks). */
export function selectCellError(state: TableState, rowId: number, column: string): Message | null {
  if (state.errorsHidden) return null;
  return state.validation.errors.get(rowId)?.get(column) ?? null;
}

/** The 'Edit table' menu: what Undo and Redo may do, and whether clearing deletes the table. */
export function selectEditMenu(state: TableState) {
  const doc = state.document;
  return {
    canUndo: state.editable && state.canUndo,
    canRedo: state.editable && state.canRedo,
    clearAction: doc && doc.rows.length === 0 ? ('deleteTable' as const) : ('clearData' as const),
    canClear: state.editable && doc !== null,
    // The menu opens while any entry can act: after 'Delete table' no table is left, but Undo brings it back.
    canOpen: state.editable && (doc !== null || state.canUndo || state.canRedo),
  };
}

/** The empty table: 'No data available', and whether 'Generate empty rows for every reference' is offered. */
export function selectEmptyState(state: TableState): { empty: boolean; canGenerateReferenceRows: boolean } {
  const doc = state.document;
  const empty = !doc || doc.rows.length === 0;
  const canGenerateReferenceRows =
    state.editable &&
    !!doc &&
    doc.rows.length === 0 &&
    referenceColumnWithValues(doc, state.referenceValues) !== null;
  return { empty, canGenerateReferenceRows };
}

/** True when the table follows a schema version that is not the newest (the 'not latest' marker). */
export function selectNotLatestSchema(state: TableState): boolean {
  if (state.schemaVersion?.isLatest === false) return true;
  return state.schemaVersion === null && state.document?.schemaInfo.is_latest === false;
}

/** The values a column's editor offers: the schema's `isin` or `suggestion`, or for a reference column its values. */
export function selectColumnOptions(state: TableState, column: string): readonly ColumnOption[] {
  const fromSchema = state.rules.options.get(column);
  if (fromSchema) return fromSchema;
  const references = state.referenceValues[column];
  return references ? Object.entries(references).map(([value, details]) => ({ value, details })) : [];
}

/** Reference values not used yet by a column ('Add missing references' of the group menu). */
export function selectMissingReferences(state: TableState, column: string): string[] {
  const used = new Set(state.document?.rows.map((row) => String(row[column])) ?? []);
  return Object.keys(state.referenceValues[column] ?? {}).filter((value) => !used.has(value));
}

/** The duplicate-name warning of the column being named, once visible. */
export function selectColumnNameWarning(state: TableState): Message | null {
  return state.columnName?.warning ?? null;
}
