import { fileLinkExpiry, fileLinkKey, signedFileUrl } from '../../auth/file-links';
import { READ, WRITE, del, get, type AuthorizationCase } from './authorization-case';
import type { AuthorizationWorld } from './authorization-world';

function upload(text: string): FormData {
  const formData = new FormData();
  formData.append('file', new Blob([text], { type: 'application/json' }), 'schema.json');
  return formData;
}

/** A path of the API (without `/api/v1`) to a file of the world's bucket, with a link the server signed for it. */
function linked(w: AuthorizationWorld, key: string, expires = fileLinkExpiry(Date.now())): string {
  const secret = fileLinkKey(w.server.config.auth.secretKey);
  return signedFileUrl(`/file/${w.workspaceName}/${key}`, { bucket: w.workspaceName, key }, secret, expires);
}

/** The link parameters of the document's url (as its reader got it). */
const documentLink = (w: AuthorizationWorld) => w.document.url.slice(w.document.url.indexOf('?'));

/**
 * The file calls (contract §19): members read and list, the owner and admin-members write and delete. A signed
 * link (a document's url) lets anyone holding it read exactly that file, and nothing else.
 */
export const FILE_CASES: AuthorizationCase[] = [
  {
    endpoint: 'GET /file/{bucket}/{path}',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/file/${w.workspaceName}/schemas/${w.schemaName}`),
    slice: true,
  },
  {
    // The document's url as a reader got it: its link opens the PDF with or without credentials.
    endpoint: 'GET /file/{bucket}/{path} (signed link)',
    allowed: 'public',
    success: [200],
    request: async (w) => get(w.document.url.replace(/^\/api\/v1/, '')),
    slice: true,
  },
  {
    endpoint: 'GET /file/{bucket}/{path} (the link of another file)',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/file/${w.workspaceName}/schemas/${w.schemaName}${documentLink(w)}`),
    slice: true,
  },
  {
    endpoint: 'GET /file/{bucket}/{path} (expired link)',
    allowed: READ,
    success: [200],
    request: async (w) => get(linked(w, `pdf/${w.document.id}`, Math.floor(Date.now() / 1000) - 1)),
  },
  {
    endpoint: 'POST /file/{bucket}/{path}',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'POST',
      path: `/file/${w.workspaceName}/schemas/${w.schemaName}`,
      formData: upload('{"name":"S","columns":{"a":{"dtype":"str"}}}'),
    }),
    slice: true,
  },
  {
    // A link never stands for a write, even to the file it was signed for.
    endpoint: 'POST /file/{bucket}/{path} (signed link)',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'POST',
      path: linked(w, `schemas/${await w.fresh.schemaFile()}`),
      formData: upload('{"name":"S","columns":{}}'),
    }),
    slice: true,
  },
  {
    endpoint: 'DELETE /file/{bucket}/{path}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/file/${w.workspaceName}/schemas/${await w.fresh.schemaFile()}`),
  },
  {
    endpoint: 'DELETE /file/{bucket}/{path} (signed link)',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(linked(w, `schemas/${await w.fresh.schemaFile()}`)),
  },
  {
    endpoint: 'GET /files/{bucket}',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/files/${w.workspaceName}`),
  },
  {
    endpoint: 'GET /files/{bucket}/{prefix}',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/files/${w.workspaceName}/schemas/`),
  },
];
