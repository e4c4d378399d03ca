/** How a document is looked up: by its PubMed id, or by its own id. */
export type DocumentLookup = { by: 'pmid'; pmid: string } | { by: 'id'; id: string };

/** The document a record's metadata names, the page to open and the reference its segments are filed under. */
export interface RecordDocument {
  lookup: DocumentLookup;
  /** `metadata.page_number` when it is a page (an integer from 1), else null. */
  pageNumber: number | null;
  /** `metadata.reference`, else null (the document's own reference is used then). */
  reference: string | null;
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function page(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 ? number : null;
}

/**
 * The document a record names, as the original does: `metadata.pmid` first (looked up by pmid), else
 * `metadata.doc_id` (looked up by id); null when it names none.
 *
 * @example
 * recordDocument({ pmid: 31452104, page_number: 3 }); // { lookup: { by: 'pmid', pmid: '31452104' }, pageNumber: 3, reference: null }
 * recordDocument({ doc_id: 'c0ffee…' }); // { lookup: { by: 'id', id: 'c0ffee…' }, … }
 */
export function recordDocument(metadata: Readonly<Record<string, unknown>> | null | undefined): RecordDocument | null {
  if (!metadata) return null;
  const pmid = text(metadata.pmid);
  const id = text(metadata.doc_id);
  const lookup: DocumentLookup | null = pmid ? { by: 'pmid', pmid } : id ? { by: 'id', id } : null;
  if (!lookup) return null;
  return { lookup, pageNumber: page(metadata.page_number), reference: text(metadata.reference) };
}
