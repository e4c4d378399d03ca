// Reference tables: table JSON with hidden row ids, schema checks, edits as undoable commands, schema versions.
export { TABLE_MESSAGE_KEYS, TABLE_NAMESPACE, type TableMessageKey } from './tableMessageKeys';
export { NA_TEXT, isNA, isBlank, numericValue } from './naValue';
export type { CellRule, RowValues } from './cellChecks';
export { checkCell, checkCellRules, valueKey } from './cellChecks';
export type { TableRules, ColumnOption } from './schemaRules';
export { NO_RULES, rulesFromSchema, schemaColumnNames } from './schemaRules';
export type { IdentifiedRow, TableValidation, CellErrorPosition } from './validateTable';
export { NO_ERRORS, validateTable, revalidateRows, listErrors, firstError, changedMarks } from './validateTable';
export type { TableDocument, TableRow, TableSchemaInfo, TableExtras } from './tableDocument';
export { HIDDEN_ID_COLUMN, fromTableValue, toTableValue, columnNames, rowPositions } from './tableDocument';
export {
  isReferenceColumn,
  referenceColumns,
  indexColumns,
  ownIndexColumns,
  canDeleteColumn,
} from './columnKinds';
export {
  NEW_COLUMN_NAME,
  COLUMN_NAME_WARNING_DELAY_MS,
  nextColumnName,
  normalizeColumnName,
  columnNameProblem,
} from './columnNames';
export type { ColumnNameDraft } from './columnNameDraft';
export type { ReferenceValues } from './rowRules';
export {
  nextIndexValue,
  newRowValues,
  duplicateRowValues,
  referenceRows,
  referenceColumnWithValues,
} from './rowRules';
export { parseClipboardTable } from './clipboardTable';
export type { CellChange, TableCommand, CommandReach } from './tableCommands';
export { applyCommand, invertCommand, commandReach } from './tableCommands';
export type { HistoryEntry, TableHistory } from './tableHistory';
export { TABLE_HISTORY_LIMIT } from './tableHistory';
export type { SchemaVersion, LoadedSchema, SchemaLoader } from './schemaFile';
export { readSchemaVersion, createSchemaLoader } from './schemaFile';
export type { TableStoreOptions, TableState, TableStore, EditOutcome, CheckResult } from './createTableStore';
export { createTableStore } from './createTableStore';
export type { ColumnView } from './tableSelectors';
export {
  selectColumns,
  selectUnusedSchemaColumns,
  selectCellError,
  selectEditMenu,
  selectEmptyState,
  selectNotLatestSchema,
  selectColumnOptions,
  selectMissingReferences,
  selectColumnNameWarning,
} from './tableSelectors';
export { fillRowsCommand } from './fillRowsCommand';
export type { GridLayoutMode, ColumnFilters } from './tableGrid';
export {
  TABLE_GRID,
  gridLayoutMode,
  columnWidthLimits,
  gridCellText,
  cellTooltip,
  columnValues,
  rowPassesFilters,
} from './tableGrid';
export type {
  TableLayout,
  TableLayoutState,
  TableLayoutOptions,
  TableLayoutStore,
  FilterBadge,
} from './createTableLayoutStore';
export { EMPTY_LAYOUT, createTableLayoutStore, selectFilterBadges } from './createTableLayoutStore';
export type { FindQuery, TextMatch, CompiledFind } from './findReplace';
export { compileFind, findMatches, replaceAll } from './findReplace';
export { referenceValuesOf } from './referenceValuesOf';
export type { ReferenceTableSessionOptions, ReferenceTableSession } from './createReferenceTableSession';
export { createReferenceTableSession } from './createReferenceTableSession';
export { tableValueHtml } from './tableValueHtml';
export { tableQuestionStart } from './tableQuestionStart';
