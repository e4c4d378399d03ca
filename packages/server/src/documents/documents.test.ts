import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAPERS } from '../testing/demo-papers';
import { paperPdf } from '../testing/paper-pdf';
import { signedPdfUrl } from '../testing/signed-file-url';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function pdfForm(pdf: Uint8Array, fileName = 'paper.pdf', type = 'application/pdf'): FormData {
  const form = new FormData();
  form.append('file_data', new Blob([pdf as Uint8Array<ArrayBuffer>], { type }), fileName);
  return form;
}

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

describe.each(testDialects())('documents (%s)', (dialect) => {
  let server: TestServer;
  let workspaceId: string;
  let workspaceName: string;
  let annotator: TestUser;
  let admin: TestUser;
  let outsider: TestUser;
  let paper: Uint8Array;
  let otherPaper: Uint8Array;

  beforeAll(async () => {
    server = await createTestServer(dialect, { MARGINALIA_MAX_DOCUMENT_BYTES: '200000' });
    workspaceName = `papers-${Math.random().toString(36).slice(2, 8)}`;
    workspaceId = (await server.request('POST', '/api/v1/workspaces', { json: { name: workspaceName } })).body
      .id;
    annotator = await server.createUser('annotator', [workspaceId]);
    admin = await server.createUser('admin', [workspaceId]);
    outsider = await server.createUser('annotator');
    paper = await paperPdf(DEMO_PAPERS[0]!.spec);
    otherPaper = await paperPdf(DEMO_PAPERS[1]!.spec);
    // Generating and reading PDFs on a shared, loaded machine takes longer than the default 10 s.
  }, 60_000);
  afterAll(async () => server.close());

  const upload = (params: Record<string, string>, form?: FormData, as?: TestUser) =>
    server.request('POST', `/api/v1/documents?${query({ workspace_id: workspaceId, ...params })}`, {
      ...(form ? { formData: form } : {}),
      ...(as ? { as } : {}),
    });

  it('creates a document from its fields alone and answers its id (201, a bare JSON string)', async () => {
    const created = await upload({
      pmid: '1001',
      doi: '10.1/a',
      reference: 'smith2020',
      url: 'https://x/a.pdf',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatch(/^[0-9a-f-]{36}$/);
    const read = await server.request('GET', `/api/v1/documents/by-id/${created.body}`, { as: annotator });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      id: created.body,
      workspace_id: workspaceId,
      url: 'https://x/a.pdf',
      file_name: null,
      reference: 'smith2020',
      pmid: '1001',
      doi: '10.1/a',
      inserted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{6})?$/),
      updated_at: expect.any(String),
    });
  });

  it('answers the existing id for the same pmid, doi, url, reference or id, and creates nothing', async () => {
    const first = (await upload({ pmid: '2002', doi: '10.2/b', url: 'https://x/b.pdf', reference: 'b2' }))
      .body;
    const keys: Record<string, string>[] = [
      { pmid: '2002' },
      { doi: '10.2/b' },
      { url: 'https://x/b.pdf' },
      { reference: 'b2' },
      { id: first },
    ];
    for (const params of keys) {
      const again = await upload(params);
      expect(again.status).toBe(201);
      expect(again.body).toBe(first);
    }
    const list = await server.request('GET', `/api/v1/documents/workspace/${workspaceId}`);
    expect(list.body.filter((d: { pmid: string }) => d.pmid === '2002')).toHaveLength(1);
  });

  it('stores an uploaded PDF at pdf/<id>, names it, and serves it with range requests', async () => {
    const created = await upload(
      { pmid: '3003', reference: 'okafor2012' },
      pdfForm(paper, 'okafor.pdf'),
      annotator,
    );
    expect(created.status).toBe(201);
    const id = created.body as string;
    const document = (await server.request('GET', `/api/v1/documents/by-pmid/3003`, { as: annotator })).body;
    expect(document).toMatchObject({
      id,
      url: signedPdfUrl(workspaceName, id),
      file_name: 'okafor.pdf',
    });

    const whole = await server.request('GET', document.url, { as: annotator });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const part = await server.app.request(document.url, {
      headers: { 'X-Argilla-Api-Key': annotator.apiKey, Range: 'bytes=0-7' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-7/${paper.length}`);
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('%PDF-1.7');
  });

  it('answers the existing id when the same PDF is uploaded again under other fields', async () => {
    const first = (await upload({ pmid: '4004' }, pdfForm(otherPaper))).body;
    const again = await upload({ pmid: '4005', reference: 'other' }, pdfForm(otherPaper, 'copy.pdf'));
    expect(again.body).toBe(first);
    const missing = await server.request('GET', '/api/v1/documents/by-pmid/4005');
    expect(missing.status).toBe(404);
  });

  it('gives a document created without a PDF the one uploaded later', async () => {
    const id = (await upload({ pmid: '5005', reference: 'later2021' })).body;
    const again = await upload({ pmid: '5005' }, pdfForm(await paperPdf(DEMO_PAPERS[2]!.spec), 'later.pdf'));
    expect(again.body).toBe(id);
    const document = (await server.request('GET', `/api/v1/documents/by-id/${id}`)).body;
    expect(document).toMatchObject({
      url: signedPdfUrl(workspaceName, id),
      file_name: 'later.pdf',
    });
    await server.tasks.idle();
    const segments = await server.request(
      'GET',
      `/api/v1/models/segments/?workspace=${workspaceName}&reference=later2021`,
    );
    expect(segments.body.items.length).toBeGreaterThan(5);
  });

  it('refuses content that is not a PDF (422) and PDFs over the configured limit (413)', async () => {
    const text = await upload({ pmid: '6006' }, pdfForm(new TextEncoder().encode('hello'), 'a.pdf'));
    expect(text.status).toBe(422);
    expect(text.body).toEqual({ detail: 'file_data is not a PDF: its content does not start with %PDF-' });

    const broken = await upload({ pmid: '6007' }, pdfForm(new TextEncoder().encode('%PDF-1.4\ngarbage')));
    expect(broken.status).toBe(422);
    expect(broken.body.detail).toMatch(/^file_data is not a readable PDF: /);

    const big = new Uint8Array(200_001);
    big.set(new TextEncoder().encode('%PDF-1.7'));
    const tooLarge = await upload({ pmid: '6008' }, pdfForm(big));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({
      detail: 'The PDF is larger than the limit of 0.2 MB (200000 bytes, MARGINALIA_MAX_DOCUMENT_BYTES)',
    });
    for (const pmid of ['6006', '6007', '6008'])
      expect((await server.request('GET', `/api/v1/documents/by-pmid/${pmid}`)).status).toBe(404);
  });

  it('answers 422 for an unknown workspace and for a missing or malformed workspace_id', async () => {
    const unknown = await server.request('POST', `/api/v1/documents?workspace_id=${UNKNOWN_ID}`);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ detail: `Workspace with id \`${UNKNOWN_ID}\` not found` });
    const missing = await server.request('POST', '/api/v1/documents');
    expect(missing.status).toBe(422);
    expect(missing.body.detail.params.errors[0]).toMatchObject({
      type: 'missing',
      loc: ['query', 'workspace_id'],
    });
    const malformed = await server.request('POST', '/api/v1/documents?workspace_id=nope');
    expect(malformed.body.detail.params.errors[0]).toMatchObject({ type: 'uuid_parsing' });
  });

  it('refuses uploads to a workspace the caller is not a member of (403)', async () => {
    const refused = await upload({ pmid: '7007' }, undefined, outsider);
    expect(refused.status).toBe(403);
  });

  it("answers the original's 404 messages", async () => {
    const byId = await server.request('GET', `/api/v1/documents/by-id/${UNKNOWN_ID}`);
    expect(byId.status).toBe(404);
    expect(byId.body).toEqual({ detail: `Document with id \`${UNKNOWN_ID}\` not found` });
    const byPmid = await server.request('GET', '/api/v1/documents/by-pmid/999999');
    expect(byPmid.body).toEqual({ detail: 'Document with pmid `999999` not found' });
    const notDigits = await server.request('GET', '/api/v1/documents/by-pmid/12a');
    expect(notDigits.status).toBe(404);
    expect(notDigits.body).toEqual({ detail: 'Document with pmid `12a` not found' });
  });

  it('hides documents of other workspaces from members of none of them', async () => {
    const id = (await upload({ pmid: '8008' })).body;
    expect((await server.request('GET', `/api/v1/documents/by-id/${id}`, { as: outsider })).status).toBe(403);
    expect((await server.request('GET', '/api/v1/documents/by-pmid/8008', { as: outsider })).status).toBe(
      404,
    );
  });

  it('lists and deletes (owner and admin members): a body narrows, no body deletes all', async () => {
    const ws = (await server.request('POST', '/api/v1/workspaces', { json: { name: `del-${Date.now()}` } }))
      .body;
    await server.request('POST', `/api/v1/workspaces/${ws.id}/users`, { json: { user_id: admin.user.id } });
    const add = (params: Record<string, string>, form?: FormData) =>
      server.request('POST', `/api/v1/documents?${query({ workspace_id: ws.id, ...params })}`, {
        ...(form ? { formData: form } : {}),
      });
    const withPdf = (await add({ pmid: '9001' }, pdfForm(paper))).body;
    await add({ pmid: '9002' });
    await add({ pmid: '9003', doi: '10.9/c' });

    expect(
      (await server.request('GET', `/api/v1/documents/workspace/${ws.id}`, { as: annotator })).status,
    ).toBe(403);
    const listed = await server.request('GET', `/api/v1/documents/workspace/${ws.id}`, { as: admin });
    expect(listed.body.map((d: { pmid: string }) => d.pmid)).toEqual(['9001', '9002', '9003']);

    const none = await server.request('DELETE', `/api/v1/documents/workspace/${ws.id}`, {
      json: { pmid: '9003', doi: 'other' },
    });
    expect(none.body).toBe(0);
    const one = await server.request('DELETE', `/api/v1/documents/workspace/${ws.id}`, {
      json: { id: withPdf },
      as: admin,
    });
    expect(one.status).toBe(200);
    expect(one.body).toBe(1);
    expect(await server.storage.head(ws.name, `pdf/${withPdf}`)).toBeNull();
    const rest = await server.request('DELETE', `/api/v1/documents/workspace/${ws.id}`);
    expect(rest.body).toBe(2);
    expect((await server.request('GET', `/api/v1/documents/workspace/${ws.id}`)).body).toEqual([]);
    const segments = await server.db
      .selectFrom('document_segments')
      .select('id')
      .where('document_id', '=', withPdf)
      .execute();
    expect(segments).toEqual([]);
  });
});
