import { READ, WRITE, del, get, type AuthorizationCase } from './authorization-case';

function upload(text: string): FormData {
  const formData = new FormData();
  formData.append('file', new Blob([text], { type: 'application/json' }), 'schema.json');
  return formData;
}

/** The file calls (contract §19): members read and list, the owner and admin-members write and delete. */
export const FILE_CASES: AuthorizationCase[] = [
  {
    endpoint: 'GET /file/{bucket}/{path}',
    allowed: READ,
    success: [200],
    request: async (w) => get(`/file/${w.workspaceName}/schemas/${w.schemaName}`),
    slice: true,
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
    endpoint: 'DELETE /file/{bucket}/{path}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/file/${w.workspaceName}/schemas/${await w.fresh.schemaFile()}`),
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
