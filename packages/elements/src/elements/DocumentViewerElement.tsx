import { DocumentViewer, recordDocument } from '@marginalia/react';
import { defineContract } from '../base/defineContract';
import { MarginaliaElement, type ElementValues } from '../base/MarginaliaElement';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** `<mg-document-viewer pmid="…">`: a paper's PDF with its outline, search and page navigation. */
export class DocumentViewerElement extends MarginaliaElement {
  static override readonly contract = defineContract({
    tag: 'mg-document-viewer',
    className: 'DocumentViewerElement',
    summary:
      'A document’s PDF (looked up by pmid, else by document id): file name and page, zoom, page navigation, search with highlighting, and its sections as an outline.',
    loads: ['/documents/by-id/*', '/documents/by-pmid/*'],
    attributes: {
      pmid: { attribute: 'pmid', type: 'string', reflect: true, description: 'The PubMed id of the document; wins over document-id.' },
      documentId: { attribute: 'document-id', type: 'string', reflect: true, description: 'The id of the document.' },
      reference: {
        attribute: 'reference',
        type: 'string',
        description: 'The reference its sections are filed under; the document’s own when absent.',
      },
      page: { attribute: 'page', type: 'number', description: 'The page to open (from 1).' },
      searchTerm: { attribute: 'search-term', type: 'string', description: 'Words to highlight in the text.' },
      syncUrlHash: {
        attribute: 'sync-url-hash',
        type: 'boolean',
        description: 'Reads the page from the host page’s URL hash `#page_number.{n}` and writes it back.',
      },
    },
    properties: {},
    events: {},
    parts: { 'document-viewer': 'The viewer.' },
    cssProperties: {
      '--mg-document-match': 'The highlight of search matches in the text (default a translucent yellow).',
    },
  });

  protected renderView({ pmid, documentId, reference, page, searchTerm, syncUrlHash, baseUrl }: ElementValues): unknown {
    const target = recordDocument({ pmid: text(pmid), doc_id: text(documentId), page_number: page, reference: text(reference) });
    if (!target) return null;
    return (
      <DocumentViewer
        target={target}
        apiBaseUrl={text(baseUrl)}
        searchTerm={text(searchTerm)}
        syncUrlHash={syncUrlHash === true}
      />
    );
  }
}
