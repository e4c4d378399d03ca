import type { DocumentLookup } from './recordDocument';

/** Whether two lookups name the same document. */
export function sameLookup(a: DocumentLookup | null, b: DocumentLookup | null): boolean {
  if (a === null || b === null) return a === b;
  return a.by === 'pmid' ? b.by === 'pmid' && a.pmid === b.pmid : b.by === 'id' && a.id === b.id;
}
