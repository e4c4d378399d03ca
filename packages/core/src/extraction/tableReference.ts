import { recordDocument } from '../documents/recordDocument';

/**
 * The paper a reference table names by `reference` (Extralit's table JSON carries it beside `schema` and `data`),
 * or null when it names none. The model fill-in reads that paper first, else the record's document's.
 *
 * @example
 * tableReference({ schema: { fields: [] }, data: [], reference: 'lindqvist2013' }); // 'lindqvist2013'
 */
export function tableReference(table: Readonly<{ reference?: unknown }> | null | undefined): string | null {
  const reference = table?.reference;
  return typeof reference === 'string' && reference.trim() !== '' ? reference : null;
}

/**
 * Whether the model fill-in of a table has a paper to read: the table names one, or the record names its document
 * (`pmid` or `doc_id` in its metadata). The row menu offers the fill-in only then.
 *
 * @example
 * fillInHasPaper({ reference: 'lindqvist2013' }, { year: 2013 }); // true
 */
export function fillInHasPaper(
  table: Readonly<{ reference?: unknown }> | null | undefined,
  recordMetadata: Readonly<Record<string, unknown>> | null | undefined,
): boolean {
  return tableReference(table) !== null || recordDocument(recordMetadata) !== null;
}
