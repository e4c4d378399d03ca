/**
 * The message keys of the model fill-in, in namespace `table` (`locales/<lng>/table.json`, under `fillIn`). The
 * core returns `{ key, text? }`; the fill-in panel translates, showing a server's `text` as is (spec 2 §8).
 */
export const EXTRACTION_MESSAGE_KEYS = {
  /** The fill-in failed; `text` carries the words of the server or the model service. */
  failed: 'fillIn.failed',
  /** The answer is not a table of rows. */
  unreadable: 'fillIn.unreadable',
  /** Neither the table nor the record's document names the paper's reference. */
  noReference: 'fillIn.noReference',
  /** The table names no schema, so the model cannot be told its columns. */
  noSchema: 'fillIn.noSchema',
} as const;
