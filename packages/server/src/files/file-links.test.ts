import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileLinkExpiry, fileLinkKey, signedFileUrl, type FileGrant } from '../auth/file-links';
import { FILE_LINK_EXPIRED, FILE_LINK_INVALID } from '../errors/api-errors';
import { paperPdf } from '../testing/paper-pdf';
import { signedPdfUrl } from '../testing/signed-file-url';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

const unauthorized = (detail: string) => ({
  detail: { code: 'argilla.api.errors::UnauthorizedError', params: { detail } },
});

function linkParams(url: string): { path: string; expires: number; signature: string } {
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  return { path, expires: Number(params.get('expires')), signature: params.get('signature') ?? '' };
}

/**
 * Document urls carry a signed link (`?expires=&signature=`) that reads exactly that file without a header, so
 * a PDF viewer, a frame or another origin can load it; anything else about `GET /file` stays private.
 */
describe.each(testDialects())('signed file links (%s)', (dialect) => {
  let server: TestServer;
  let workspaceName: string;
  let workspaceId: string;
  let otherWorkspaceName: string;
  let member: TestUser;
  let outsider: TestUser;
  let documentId: string;
  let otherDocumentId: string;
  let pdf: Uint8Array;

  const anonymous = (path: string, init: RequestInit = {}) => server.app.request(path, init);
  const readDocument = async (as: TestUser | undefined = member) =>
    (await server.request('GET', `/api/v1/documents/by-id/${documentId}`, as ? { as } : {})).body as { url: string };
  const uploadPdf = async (workspace: string, pmid: string, bytes: Uint8Array): Promise<string> => {
    const form = new FormData();
    form.append('file_data', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), 'p.pdf');
    const res = await server.request('POST', `/api/v1/documents?workspace_id=${workspace}&pmid=${pmid}`, {
      formData: form,
    });
    if (res.status !== 201) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
    return res.body as string;
  };
  const storeSchema = async (name: string, text: string): Promise<string> => {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'application/json' }), 'schema.json');
    const res = await server.request('POST', `/api/v1/file/${workspaceName}/schemas/${name}`, { formData: form });
    return res.body.version_id as string;
  };
  const sign = (grant: FileGrant, expires: number, secret = server.config.auth.secretKey) =>
    signedFileUrl(
      `/api/v1/file/${encodeURIComponent(grant.bucket)}/${grant.key}`,
      grant,
      fileLinkKey(secret),
      expires,
    );

  beforeAll(async () => {
    server = await createTestServer(dialect);
    workspaceName = `links-${Math.random().toString(36).slice(2, 8)}`;
    otherWorkspaceName = `${workspaceName}-other`;
    workspaceId = (await server.request('POST', '/api/v1/workspaces', { json: { name: workspaceName } })).body.id;
    const otherWorkspaceId = (
      await server.request('POST', '/api/v1/workspaces', { json: { name: otherWorkspaceName } })
    ).body.id;
    member = await server.createUser('annotator', [workspaceId]);
    outsider = await server.createUser('annotator');
    pdf = await paperPdf({ title: 'Links', authors: 'A. Author', sections: [] });
    documentId = await uploadPdf(workspaceId, '901', pdf);
    otherDocumentId = await uploadPdf(
      otherWorkspaceId,
      '902',
      await paperPdf({ title: 'Other', authors: 'B. Author', sections: [] }),
    );
    await storeSchema('Private', '{"name":"Private","columns":{}}');
    await server.tasks.idle();
    // Generating and reading PDFs on a shared, loaded machine takes longer than the default 10 s.
  }, 60_000);
  afterAll(async () => server?.close());
  afterEach(() => vi.useRealTimers());

  it('answers every reader a url that reads the PDF with no header: whole, a range, and HEAD', async () => {
    const { url } = await readDocument();
    expect(url).toEqual(signedPdfUrl(workspaceName, documentId));
    const whole = await anonymous(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('cache-control')).toBe('private');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(pdf);
    const part = await anonymous(url, { headers: { Range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('%PDF-1.7');
    expect((await anonymous(url, { method: 'HEAD' })).status).toBe(200);
  });

  it('signs the url in every answer that carries the document: by id, by pmid, the list and PATCH', async () => {
    const expected = { id: documentId, url: signedPdfUrl(workspaceName, documentId) };
    expect((await server.request('GET', '/api/v1/documents/by-pmid/901', { as: member })).body).toMatchObject(expected);
    const list = await server.request('GET', `/api/v1/documents/workspace/${workspaceId}`);
    expect(list.body).toEqual([expect.objectContaining(expected)]);
    const patched = await server.request('PATCH', `/api/v1/documents/${documentId}`, { json: { file_name: 'links.pdf' } });
    expect(patched.body).toMatchObject(expected);
  });

  it('lives 60 to 65 minutes, and a later read hands out a later link while the first still works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.UTC(2030, 0, 1, 12, 1, 0);
    vi.setSystemTime(start);
    const first = (await readDocument()).url;
    const { expires } = linkParams(first);
    expect(expires * 1000 - start).toBeGreaterThanOrEqual(60 * 60_000);
    expect(expires * 1000 - start).toBeLessThanOrEqual(65 * 60_000);
    // Reads within the same five minutes hand out the same link (the browser's cache keeps one copy).
    vi.setSystemTime(start + 60_000);
    expect((await readDocument()).url).toBe(first);

    vi.setSystemTime(start + 10 * 60_000);
    const later = (await readDocument()).url;
    expect(linkParams(later).expires).toBeGreaterThan(expires);
    expect((await anonymous(first)).status).toBe(200);
    expect((await anonymous(later)).status).toBe(200);

    vi.setSystemTime(expires * 1000);
    const expired = await anonymous(first);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual(unauthorized(FILE_LINK_EXPIRED));
    expect((await anonymous(later)).status).toBe(200);
  });

  it('refuses an expired link with a clear 401, unless the caller also signs in as a member', async () => {
    const url = sign({ bucket: workspaceName, key: `pdf/${documentId}` }, Math.floor(Date.now() / 1000) - 1);
    const res = await anonymous(url);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(unauthorized(FILE_LINK_EXPIRED));
    expect((await anonymous(url, { headers: { 'X-Argilla-Api-Key': member.apiKey } })).status).toBe(200);
    expect((await anonymous(url, { headers: { 'X-Argilla-Api-Key': outsider.apiKey } })).status).toBe(403);
  });

  it('refuses a tampered link: another expiry, a changed or missing signature, another secret', async () => {
    const { path, expires, signature } = linkParams((await readDocument()).url);
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const tampered = [
      `${path}?expires=${expires + 3600}&signature=${signature}`,
      `${path}?expires=${expires}&signature=${flipped}`,
      `${path}?expires=${expires}&signature=${signature}=`,
      `${path}?expires=${expires}&signature=${signature.slice(0, -1)}`,
      `${path}?expires=${expires}`,
      `${path}?signature=${signature}`,
      `${path}?expires=soon&signature=${signature}`,
      `${path}?expires=${expires}&signature=`,
      sign({ bucket: workspaceName, key: `pdf/${documentId}` }, expires, 'another-server-secret'),
    ];
    for (const url of tampered) {
      const res = await anonymous(url);
      expect([url, res.status]).toEqual([url, 401]);
      expect(await res.json()).toEqual(unauthorized(FILE_LINK_INVALID));
    }
    // Without any link, the usual answer for no credentials.
    expect(await (await anonymous(path)).json()).toEqual(unauthorized('Could not validate credentials'));
  });

  it('opens no other path of the bucket, no path that walks out of it, and no other workspace', async () => {
    const { expires, signature } = linkParams((await readDocument()).url);
    const query = `?expires=${expires}&signature=${signature}`;
    const elsewhere = [
      `/api/v1/file/${workspaceName}/schemas/Private`,
      `/api/v1/file/${workspaceName}/pdf/${otherDocumentId}`,
      `/api/v1/file/${workspaceName}/pdf/${documentId}x`,
      `/api/v1/file/${workspaceName}/pdf/${documentId}/extra`,
      `/api/v1/file/${workspaceName}/pdf/${documentId}/../../schemas/Private`,
      `/api/v1/file/${workspaceName}/pdf/${documentId}/%2e%2e/%2e%2e/schemas/Private`,
      `/api/v1/file/${workspaceName}/pdf/..%2f..%2fschemas%2fPrivate`,
      `/api/v1/file/${otherWorkspaceName}/pdf/${documentId}`,
      `/api/v1/file/${otherWorkspaceName}/pdf/${otherDocumentId}`,
      `/api/v1/file/${workspaceName.toUpperCase()}/pdf/${documentId}`,
      `/api/v1/files/${workspaceName}/pdf/`,
    ];
    for (const path of elsewhere) {
      const res = await anonymous(`${path}${query}`);
      expect([path, res.status]).toEqual([path, 401]);
    }
    // A caller with credentials is judged by them, whatever link comes along.
    const outsiderRead = await anonymous(`/api/v1/file/${workspaceName}/schemas/Private${query}`, {
      headers: { 'X-Argilla-Api-Key': outsider.apiKey },
    });
    expect(outsiderRead.status).toBe(403);
  });

  it('never lets a link write or delete: POST and DELETE with it are 401 and the file stays', async () => {
    const { url } = await readDocument();
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.7 replaced'], { type: 'application/pdf' }), 'x.pdf');
    expect((await anonymous(url, { method: 'POST', body: form })).status).toBe(401);
    expect((await anonymous(url, { method: 'DELETE' })).status).toBe(401);
    expect((await anonymous(url, { method: 'PUT' })).status).toBe(404);
    const still = await anonymous(url);
    expect(new Uint8Array(await still.arrayBuffer())).toEqual(pdf);
  });

  it('binds a link to the version it was signed for', async () => {
    const v1 = await storeSchema('Versioned', '{"v":1}');
    const v2 = await storeSchema('Versioned', '{"v":2}');
    const expires = fileLinkExpiry(Date.now());
    const key = 'schemas/Versioned';
    const first = sign({ bucket: workspaceName, key, versionId: v1 }, expires);
    expect(first).toContain(`?expires=`);
    const withVersion = (url: string, versionId: string) => `${url}&version_id=${versionId}`;
    const { signature } = linkParams(first);
    const path = `/api/v1/file/${workspaceName}/${key}`;
    const v1Link = `${path}?version_id=${v1}&expires=${expires}&signature=${signature}`;
    const read = await anonymous(v1Link);
    expect(read.status).toBe(200);
    expect(await read.text()).toBe('{"v":1}');
    // Another version, or none (the latest), with the same signature: refused.
    expect((await anonymous(`${path}?version_id=${v2}&expires=${expires}&signature=${signature}`)).status).toBe(401);
    expect((await anonymous(`${path}?expires=${expires}&signature=${signature}`)).status).toBe(401);
    // A link signed without a version opens the latest only.
    const latest = sign({ bucket: workspaceName, key }, expires);
    expect(await (await anonymous(latest)).text()).toBe('{"v":2}');
    expect((await anonymous(withVersion(latest, v1))).status).toBe(401);
  });

  it('takes the url a read answered back as the stored one: PATCH, the same document again, delete by url', async () => {
    const id = await uploadPdf(workspaceId, '903', await paperPdf({ title: 'Back', authors: 'C', sections: [] }));
    await server.tasks.idle();
    const read = (await server.request('GET', `/api/v1/documents/by-id/${id}`)).body as { url: string };
    const patched = await server.request('PATCH', `/api/v1/documents/${id}`, { json: { url: read.url } });
    expect(patched.status).toBe(200);
    const again = await server.request(
      'POST',
      `/api/v1/documents?${new URLSearchParams({ workspace_id: workspaceId, url: read.url })}`,
    );
    expect(again.body).toBe(id);
    const deleted = await server.request('DELETE', `/api/v1/documents/workspace/${workspaceId}`, {
      json: { url: read.url },
    });
    expect(deleted.body).toBe(1);
  });

  it('never signs a url that is not the document’s own PDF', async () => {
    const foreign = `/api/v1/file/${otherWorkspaceName}/pdf/${otherDocumentId}`;
    const params = new URLSearchParams({ workspace_id: workspaceId, pmid: '904', url: foreign });
    const id = (await server.request('POST', `/api/v1/documents?${params}`, { as: member })).body as string;
    const read = await server.request('GET', `/api/v1/documents/by-id/${id}`, { as: member });
    expect(read.body.url).toBe(foreign);
    expect((await anonymous(foreign)).status).toBe(401);
    const external = new URLSearchParams({ workspace_id: workspaceId, pmid: '905', url: 'https://x.org/a.pdf?signature=1' });
    const externalId = (await server.request('POST', `/api/v1/documents?${external}`)).body as string;
    expect((await server.request('GET', `/api/v1/documents/by-id/${externalId}`)).body.url).toBe(
      'https://x.org/a.pdf?signature=1',
    );
  });
});
