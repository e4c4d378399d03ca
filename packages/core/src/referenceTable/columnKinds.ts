import { HIDDEN_ID_COLUMN, type TableDocument } from './tableDocument';

/**
 * A reference column links a row to a row of another table (spec 2 §4): its name ends with `_ref`, or with `_ID`
 * without starting with the table's schema name (`Study_ID` in an `Outcome` table; `Outcome_ID` is its own id).
 * Without a schema name every `_ID` column is a reference.
 *
 * @example
 * isReferenceColumn('Study_ID', 'Outcome'); // true
 * isReferenceColumn('Outcome_ID', 'Outcome'); // false
 */
export function isReferenceColumn(name: string, schemaName?: string | null): boolean {
  if (name.endsWith('_ref')) return true;
  return name.endsWith('_ID') && !(schemaName ? name.startsWith(schemaName) : false);
}

/** The reference columns of a table, in column order. */
export function referenceColumns(doc: TableDocument): string[] {
  return doc.fields.map((f) => f.name).filter((name) => isReferenceColumn(name, doc.schemaInfo.schemaName));
}

/** The index columns (the primary key) of a table. */
export function indexColumns(doc: TableDocument): string[] {
  const names = new Set(doc.fields.map((f) => f.name));
  return doc.primaryKey.filter((name) => names.has(name));
}

/** Index columns that are not references: new rows number them, duplicated rows clear them. */
export function ownIndexColumns(doc: TableDocument): string[] {
  return indexColumns(doc).filter((name) => !isReferenceColumn(name, doc.schemaInfo.schemaName));
}

/** Index, reference and the hidden `_id` columns cannot be deleted (spec 2 §5). */
export function canDeleteColumn(doc: TableDocument, name: string): boolean {
  if (name === HIDDEN_ID_COLUMN) return false;
  return !doc.primaryKey.includes(name) && !isReferenceColumn(name, doc.schemaInfo.schemaName);
}
