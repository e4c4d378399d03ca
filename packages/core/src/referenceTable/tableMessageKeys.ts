/**
 * Every message key of the table model, in namespace `table` (`locales/<lng>/table.json`). The core returns
 * `{ key, params }`; the reference table translates at render.
 */
export const TABLE_MESSAGE_KEYS = {
  /** Params `{ name }`: a new or renamed column would take an existing name (shown after 500 ms). */
  columnExists: 'column.exists',
  columnNameRequired: 'column.nameRequired',
  /** Index, reference and the hidden `_id` columns cannot be deleted. */
  columnNotDeletable: 'column.notDeletable',
  noData: 'noData',
  generateReferenceRows: 'generateReferenceRows',
  /** Params `{ reason }`. */
  loadFailed: 'loadFailed',
  /** Params `{ reason }`. */
  updateFailed: 'updateFailed',
  /** An edit while the table is read-only. */
  readOnly: 'readOnly',
  /** Params `{ name, reason }`: the schema file could not be fetched or read. */
  schemaFetchFailed: 'schema.fetchFailed',
  notLatestSchema: 'schema.notLatest',
  fetchLatestSchema: 'schema.fetchLatest',
  /** Params `{ count }`. */
  checkFoundErrors: 'check.foundErrors',
  checkPassed: 'check.passed',
  ignoreErrors: 'check.ignoreErrors',
  /** Find & replace of the rich-text table editor: the term is empty. */
  findTermRequired: 'findReplace.termRequired',
  /** Params `{ reason }`: the term, read as a regular expression, does not compile. */
  findInvalidPattern: 'findReplace.invalidPattern',
  // Cell validation; params as listed.
  required: 'validation.required',
  unique: 'validation.unique',
  string: 'validation.string',
  integer: 'validation.integer',
  decimal: 'validation.decimal',
  boolean: 'validation.boolean',
  /** Params `{ min }`. */
  greaterOrEqual: 'validation.greaterOrEqual',
  /** Params `{ max }`. */
  lessOrEqual: 'validation.lessOrEqual',
  /** Params `{ min }`. */
  greater: 'validation.greater',
  /** Params `{ max }`. */
  less: 'validation.less',
  /** Params `{ values }` (joined with ", "). */
  inList: 'validation.inList',
  /** Params `{ pattern }`. */
  regex: 'validation.regex',
  /** Params `{ values, delimiter }`. */
  multiselect: 'validation.multiselect',
  /** Params `{ column }`. */
  lessThanColumn: 'validation.lessThanColumn',
  /** Params `{ column }`. */
  lessOrEqualColumn: 'validation.lessOrEqualColumn',
  /** Params `{ column }`. */
  greaterThanColumn: 'validation.greaterThanColumn',
  /** Params `{ column }`. */
  greaterOrEqualColumn: 'validation.greaterOrEqualColumn',
  /** Params `{ lower, upper }`. */
  betweenColumns: 'validation.betweenColumns',
  /** Params `{ lower, upper }`. */
  betweenOrEqualColumns: 'validation.betweenOrEqualColumns',
} as const;

/** One of {@link TABLE_MESSAGE_KEYS}. */
export type TableMessageKey = (typeof TABLE_MESSAGE_KEYS)[keyof typeof TABLE_MESSAGE_KEYS];

/** The namespace of the table texts. */
export const TABLE_NAMESPACE = 'table';
