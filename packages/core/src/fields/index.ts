// Rendering rules of record fields: content kinds, tables, chats, tabs, search highlighting, custom templates.
export type { TextContentKind, TextRenderSettings } from './contentKind';
export { isHtmlContent, textContentKind } from './contentKind';
export type { TableColumn } from './tableJson';
export { parseTableJson, tableColumns, cellText } from './tableJson';
export type { ColumnNameError } from './tableEdits';
export {
  NEW_COLUMN_NAME,
  createTable,
  nextColumnName,
  addRow,
  removeRow,
  addColumn,
  removeColumn,
  renameColumn,
  setCell,
} from './tableEdits';
export type { ChatLine } from './chatMessages';
export { CHAT_ROLE_COLOUR_COUNT, TWO_SIDED_MAX_ROLES, toChatMessages, chatLayout } from './chatMessages';
export type { FieldGroup } from './fieldTabs';
export { groupFieldsIntoTabs } from './fieldTabs';
export type { TextRange } from './searchHighlight';
export { searchTerms, findWordMatches, highlightSegments } from './searchHighlight';
export type { CustomTemplateRecord } from './customTemplate';
export { renderCustomTemplate, escapeHtml, scriptSafeJson } from './customTemplate';
