import { READ, WRITE, get, type AuthorizationCase } from './authorization-case';

/**
 * Documents (contract §18) and the model calls (§20). Uploads and reads need membership of the document's
 * workspace (the original let any signed-in user in); listing and deleting need write access.
 */
export const DOCUMENT_CASES: AuthorizationCase[] = [
  {
    endpoint: 'POST /documents',
    allowed: READ,
    success: [201],
    request: async (w) => ({
      method: 'POST',
      path: `/documents?workspace_id=${w.workspaceId}&pmid=${w.document.pmid}`,
    }),
    slice: true,
  },
  {
    endpoint: 'GET /documents/by-id/{id}',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/documents/by-id/${w.document.id}`),
  },
  {
    // Documents of workspaces the caller does not read are not found (404) rather than forbidden.
    endpoint: 'GET /documents/by-pmid/{id}',
    allowed: 'authenticated',
    success: [200, 404],
    request: async (w) => get(`/documents/by-pmid/${w.document.pmid}`),
  },
  {
    endpoint: 'GET /documents/workspace/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => get(`/documents/workspace/${w.workspaceId}`),
  },
  {
    endpoint: 'DELETE /documents/workspace/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'DELETE',
      path: `/documents/workspace/${w.workspaceId}`,
      json: { id: await w.fresh.document() },
    }),
  },
  {
    endpoint: 'PATCH /documents/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PATCH',
      path: `/documents/${w.document.id}`,
      json: { file_name: 'renamed.pdf' },
    }),
  },
  {
    // A document without a PDF, with a reference of its own per caller (a second one would be the same document).
    endpoint: 'POST /documents/bulk',
    allowed: WRITE,
    success: [201],
    request: async (w, actor) => {
      const reference = `bulk-${actor}-${Date.now()}`;
      const formData = new FormData();
      formData.append(
        'documents_metadata',
        JSON.stringify({
          documents: [
            {
              reference,
              document_create: { workspace_id: w.workspaceId, url: `https://example.org/${reference}.pdf` },
            },
          ],
        }),
      );
      return { method: 'POST', path: '/documents/bulk', formData };
    },
  },
  {
    endpoint: 'GET /models/segments/',
    allowed: READ,
    success: [200],
    request: async (w) =>
      get(`/models/segments/?workspace=${w.workspaceName}&reference=${w.document.reference}`),
    slice: true,
  },
  {
    endpoint: 'GET /models/segments',
    allowed: READ,
    success: [200],
    request: async (w) =>
      get(`/models/segments?workspace=${w.workspaceName}&reference=${w.document.reference}`),
  },
  {
    // The matrix's server has no model: callers who get past authorization meet the 503.
    endpoint: 'POST /models/extraction',
    allowed: READ,
    success: [503],
    request: async (w) => ({
      method: 'POST',
      path: `/models/extraction?workspace=${w.workspaceName}`,
      json: { reference: w.document.reference, schema_name: w.schemaName, extractions: {} },
    }),
  },
];
