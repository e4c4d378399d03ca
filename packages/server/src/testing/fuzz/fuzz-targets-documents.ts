import { DOCUMENT_FILE_PART, DOCUMENTS_BULK_FILES_PART, DOCUMENTS_BULK_METADATA_PART } from '@marginalia/core';
import type { FuzzTarget, FuzzWorld } from './fuzz-target';
import { multipartJsonBody } from './malformed-multipart';

const LINK_QUERY = 'expires={id}&signature={id}';

/** The `expires` and `signature` of the world's document url. */
function linkOf(world: FuzzWorld): string[] {
  const params = new URLSearchParams(world.document.url.split('?')[1]);
  return [params.get('expires') ?? '', params.get('signature') ?? ''];
}

/** Hub import and export, jobs, files, documents and the model calls (contract §15, §18–§20). */
export const DOCUMENT_TARGETS: FuzzTarget[] = [
  {
    // The draft dataset: a valid body stops at "not published", before any hub is called.
    method: 'POST',
    path: '/datasets/{id}/import',
    ids: (w) => [w.draftDatasetId],
    valid: () => ({
      name: 'stanfordnlp/imdb',
      subset: 'plain_text',
      split: 'train',
      mapping: {
        fields: [{ source: 'text', target: 'text' }],
        metadata: [{ source: 'n', target: 'n' }],
        suggestions: [{ source: 'label', target: 'label' }],
        external_id: 'id',
      },
    }),
  },
  {
    method: 'POST',
    path: '/datasets/{id}/export',
    ids: (w) => [w.datasetId],
    valid: () => ({ name: 'owner/name', subset: 'default', split: 'train', private: true, token: 'hf_fuzz' }),
  },
  { method: 'GET', path: '/jobs/{id}', ids: (w) => [w.jobId] },
  // File calls (contract §19): bucket = workspace name, path = object key.
  { method: 'GET', path: '/file/{id}/schemas/{id}', ids: (w) => [w.workspaceName, w.schemaName] },
  { method: 'POST', path: '/file/{id}/schemas/{id}', ids: (w) => [w.workspaceName, 'Fuzzed'], multipart: ['file'] },
  // Pdf uploads under another prefix, and a nested key.
  { method: 'POST', path: '/file/{id}/pdf/{id}/{id}', ids: (w) => [w.workspaceName, 'fz'], multipart: ['file'] },
  { method: 'GET', path: '/file/{id}/pdf/{id}', ids: (w) => [w.workspaceName, w.document.id] },
  { method: 'DELETE', path: '/file/{id}/schemas/{id}', ids: () => [], destructive: true },
  // Signed links (the document's url): the real one, garbled ones, and the link on other paths and methods.
  {
    method: 'GET',
    path: `/file/{id}/pdf/{id}?${LINK_QUERY}`,
    ids: (w) => [w.workspaceName, w.document.id, ...linkOf(w)],
  },
  {
    method: 'GET',
    path: `/file/{id}/schemas/{id}?version_id={id}&${LINK_QUERY}`,
    ids: (w) => [w.workspaceName, w.schemaName, 'v', ...linkOf(w)],
  },
  {
    method: 'POST',
    path: `/file/{id}/pdf/{id}?${LINK_QUERY}`,
    ids: (w) => [w.workspaceName, 'fz-linked', ...linkOf(w)],
    multipart: ['file'],
  },
  { method: 'DELETE', path: `/file/{id}/pdf/{id}?${LINK_QUERY}`, ids: () => [], destructive: true },
  { method: 'GET', path: '/files/{id}', ids: (w) => [w.workspaceName] },
  { method: 'GET', path: '/files/{id}/schemas/', ids: (w) => [w.workspaceName] },
  { method: 'GET', path: '/files/{id}/{id}', ids: (w) => [w.workspaceName, 'schemas'] },
  // Documents (contract §18) and the model calls (§20).
  {
    method: 'POST',
    path: '/documents?workspace_id={id}',
    ids: (w) => [w.workspaceId],
    multipart: [DOCUMENT_FILE_PART],
  },
  {
    // The document's other query keys (pmid, doi, url, file name, reference) with an upload.
    method: 'POST',
    path: '/documents?workspace_id={id}&pmid={id}&reference={id}',
    ids: (w) => [w.workspaceId, w.document.pmid, w.document.reference],
    multipart: [DOCUMENT_FILE_PART],
  },
  {
    method: 'POST',
    path: '/documents/bulk',
    ids: () => [],
    bodies: (w) =>
      multipartJsonBody(DOCUMENTS_BULK_METADATA_PART, DOCUMENTS_BULK_FILES_PART, {
        documents: [
          {
            reference: 'fz-bulk',
            document_create: { workspace_id: w.workspaceId, pmid: '77', file_name: 'a.pdf' },
            associated_files: ['a.pdf', 'b.pdf'],
          },
        ],
      }),
  },
  {
    // A spare document: renaming the world's own would leave the segment and extraction calls without one.
    method: 'PATCH',
    path: '/documents/{id}',
    ids: (w) => [w.spareDocumentId],
    valid: () => ({ reference: 'fz-spare', pmid: '31', doi: '10.1/x', file_name: 'b.pdf', url: null }),
  },
  {
    method: 'DELETE',
    path: '/documents/workspace/{id}',
    ids: () => [],
    valid: (w) => ({ id: w.document.id, pmid: w.document.pmid }),
    destructive: true,
  },
  { method: 'GET', path: '/documents/by-id/{id}', ids: (w) => [w.document.id] },
  { method: 'GET', path: '/documents/by-pmid/{id}', ids: (w) => [w.document.pmid] },
  { method: 'GET', path: '/documents/workspace/{id}', ids: (w) => [w.workspaceId] },
  { method: 'DELETE', path: '/documents/workspace/{id}', ids: () => [], destructive: true },
  {
    method: 'GET',
    path: '/models/segments?workspace={id}&reference={id}',
    ids: (w) => [w.workspaceName, w.document.reference],
  },
  {
    method: 'GET',
    path: '/models/segments/?workspace={id}&reference={id}',
    ids: (w) => [w.workspaceName, w.document.reference],
  },
  {
    method: 'POST',
    path: '/models/extraction?workspace={id}',
    ids: (w) => [w.workspaceName],
    valid: (w) => ({
      reference: w.document.reference,
      schema_name: w.schemaName,
      extractions: { [w.schemaName]: [{ a: 1 }] },
      columns: ['a'],
      headers: ['Results'],
      types: ['text'],
      prompt: 'Fill the table.',
    }),
  },
];
