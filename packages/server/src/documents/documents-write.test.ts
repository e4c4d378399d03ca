import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PAPERS } from '../testing/demo-papers';
import { paperPdf } from '../testing/paper-pdf';
import { signedPdfUrl } from '../testing/signed-file-url';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function pdfBlob(bytes: Uint8Array): Blob {
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}

describe.each(testDialects())('PATCH /documents/{id} and POST /documents/bulk (%s)', (dialect) => {
  let server: TestServer;
  let workspaceId: string;
  let workspaceName: string;
  let admin: TestUser;
  let annotator: TestUser;
  let outsiderAdmin: TestUser;
  let paper: Uint8Array;
  let otherPaper: Uint8Array;
  let thirdPaper: Uint8Array;

  beforeAll(async () => {
    server = await createTestServer(dialect, { MARGINALIA_MAX_DOCUMENT_BYTES: '200000' });
    workspaceName = `write-${Math.random().toString(36).slice(2, 8)}`;
    workspaceId = (await server.request('POST', '/api/v1/workspaces', { json: { name: workspaceName } })).body.id;
    admin = await server.createUser('admin', [workspaceId]);
    annotator = await server.createUser('annotator', [workspaceId]);
    outsiderAdmin = await server.createUser('admin');
    paper = await paperPdf(DEMO_PAPERS[0]!.spec);
    otherPaper = await paperPdf(DEMO_PAPERS[1]!.spec);
    thirdPaper = await paperPdf(DEMO_PAPERS[2]!.spec);
    // Generating and reading PDFs on a shared, loaded machine takes longer than the default 10 s.
  }, 60_000);
  afterAll(async () => server.close());

  const create = async (params: Record<string, string>) =>
    (
      await server.request(
        'POST',
        `/api/v1/documents?${new URLSearchParams({ workspace_id: workspaceId, ...params })}`,
      )
    ).body as string;
  const patch = (id: string, json: unknown, as?: TestUser) =>
    server.request('PATCH', `/api/v1/documents/${id}`, { json, ...(as ? { as } : {}) });

  it('changes the fields given, clears those set to null, keeps the others, and answers the document', async () => {
    const id = await create({ pmid: '1101', doi: '10.1/p', reference: 'patch2020', url: 'https://x/p.pdf' });
    const res = await patch(id, { reference: 'patch2020b', doi: null, file_name: 'p.pdf' }, admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      workspace_id: workspaceId,
      reference: 'patch2020b',
      pmid: '1101',
      doi: null,
      file_name: 'p.pdf',
      url: 'https://x/p.pdf',
    });
    const read = await server.request('GET', `/api/v1/documents/by-id/${id}`);
    expect(read.body).toEqual(res.body);
    expect(read.body.updated_at >= read.body.inserted_at).toBe(true);
    const nothing = await patch(id, {});
    expect(nothing.status).toBe(200);
    expect(nothing.body).toEqual(res.body);
  });

  it('lets the owner and admin members only (403 to annotators and admins of other workspaces)', async () => {
    const id = await create({ pmid: '1202' });
    const byAnnotator = await patch(id, { doi: '10.2/a' }, annotator);
    expect(byAnnotator.status).toBe(403);
    expect(byAnnotator.body.detail.code).toMatch(/ForbiddenOperationError$/);
    expect((await patch(id, { doi: '10.2/a' }, outsiderAdmin)).status).toBe(403);
    expect((await patch(id, { doi: '10.2/a' })).status).toBe(200);
  });

  it('answers 404 for an unknown id, 422 for a bad id, unknown keys, a pmid with letters or an empty reference', async () => {
    const missing = await patch(UNKNOWN_ID, { doi: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: `Document with id \`${UNKNOWN_ID}\` not found` });
    const id = await create({ pmid: '1303' });
    expect((await patch('not-a-uuid', { doi: 'x' })).status).toBe(422);
    const unknown = await patch(id, { metadata: { a: 1 } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.detail.params.errors[0]).toMatchObject({ loc: ['body'] });
    const letters = await patch(id, { pmid: '12a' });
    expect(letters.status).toBe(422);
    expect(letters.body.detail.params.errors[0]).toMatchObject({ loc: ['body', 'pmid'] });
    expect((await patch(id, { reference: '' })).status).toBe(422);
    const notJson = await server.request('PATCH', `/api/v1/documents/${id}`, {
      body: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.status).toBe(422);
  });

  it('refuses a pmid, doi or reference another document of the workspace has (409)', async () => {
    await create({ pmid: '1404', doi: '10.4/a', reference: 'taken2019' });
    const id = await create({ pmid: '1405' });
    for (const [key, value] of [
      ['pmid', '1404'],
      ['doi', '10.4/a'],
      ['reference', 'taken2019'],
    ] as const) {
      const res = await patch(id, { [key]: value });
      expect(res.status).toBe(409);
      expect(res.body.detail).toMatch(new RegExp(`^Document with ${key} \`${value.replace(/\./g, '\\.')}\` already exists`));
    }
  });

  it('keeps the url of a document whose PDF was uploaded (422)', async () => {
    const form = new FormData();
    form.append('file_data', pdfBlob(paper), 'up.pdf');
    const params = new URLSearchParams({ workspace_id: workspaceId, pmid: '1506' });
    const id = (await server.request('POST', `/api/v1/documents?${params}`, { formData: form })).body;
    await server.tasks.idle();
    const res = await patch(id, { url: 'https://elsewhere/p.pdf' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ detail: 'The url of a document with an uploaded PDF cannot change' });
    expect((await patch(id, { pmid: '1507' })).status).toBe(200);
  });

  const bulk = (metadata: unknown, files: Array<[string, Blob]>, as?: TestUser) => {
    const form = new FormData();
    form.append('documents_metadata', typeof metadata === 'string' ? metadata : JSON.stringify(metadata));
    for (const [name, blob] of files) form.append('files', blob, name);
    return server.request('POST', '/api/v1/documents/bulk', { formData: form, ...(as ? { as } : {}) });
  };

  it('creates the documents with their PDFs and answers the segments job of each reference (201)', async () => {
    const res = await bulk(
      {
        documents: [
          {
            reference: 'bulk-a2021',
            document_create: { workspace_id: workspaceId, pmid: '2001' },
            associated_files: ['missing.pdf', 'a.pdf'],
          },
          {
            reference: 'bulk-b2022',
            document_create: { workspace_id: workspaceId, doi: '10.20/b', reference: 'bulk-b2022' },
            associated_files: ['notes.pdf', 'b.pdf'],
          },
          { reference: 'bulk-c2023', document_create: { workspace_id: workspaceId, url: 'https://x/c.pdf' } },
        ],
      },
      [
        ['a.pdf', pdfBlob(otherPaper)],
        ['b.pdf', pdfBlob(thirdPaper)],
        ['notes.pdf', new Blob(['not a pdf'], { type: 'application/pdf' })],
      ],
      admin,
    );
    expect(res.status).toBe(201);
    expect(res.body.total_documents).toBe(3);
    expect(res.body.failed_validations).toEqual(['missing.pdf', 'notes.pdf']);
    expect(Object.keys(res.body.job_ids).sort()).toEqual(['bulk-a2021', 'bulk-b2022']);
    await server.tasks.idle();
    for (const jobId of Object.values(res.body.job_ids)) {
      const job = await server.request('GET', `/api/v1/jobs/${jobId as string}`);
      expect(job.body).toEqual({ id: jobId, status: 'finished' });
    }
    const a = (await server.request('GET', '/api/v1/documents/by-pmid/2001')).body;
    expect(a).toMatchObject({ reference: 'bulk-a2021', file_name: 'a.pdf', url: signedPdfUrl(workspaceName, a.id) });
    const segments = await server.request(
      'GET',
      `/api/v1/models/segments/?workspace=${workspaceName}&reference=bulk-b2022`,
    );
    expect(segments.body.items.length).toBeGreaterThan(5);
    const listed = (await server.request('GET', `/api/v1/documents/workspace/${workspaceId}`)).body;
    expect(listed.find((d: { reference: string }) => d.reference === 'bulk-c2023')).toMatchObject({
      url: 'https://x/c.pdf',
    });

    // The same documents again keep their ids and queue nothing.
    const again = await bulk(
      {
        documents: [
          {
            reference: 'bulk-a2021',
            document_create: { workspace_id: workspaceId, pmid: '2001' },
            associated_files: ['a.pdf'],
          },
        ],
      },
      [['a.pdf', pdfBlob(otherPaper)]],
    );
    expect(again.body).toEqual({ job_ids: {}, total_documents: 1, failed_validations: [] });
  });

  it('lets the owner and admin members of every workspace named only (403), before writing anything', async () => {
    const other = (await server.request('POST', '/api/v1/workspaces', { json: { name: `bulk-${Date.now()}` } })).body;
    const metadata = {
      documents: [
        { reference: 'r1', document_create: { workspace_id: workspaceId, pmid: '3001' } },
        { reference: 'r2', document_create: { workspace_id: other.id, pmid: '3002' } },
      ],
    };
    expect((await bulk(metadata, [], annotator)).status).toBe(403);
    const res = await bulk(metadata, [], admin);
    expect(res.status).toBe(403);
    expect((await server.request('GET', '/api/v1/documents/by-pmid/3001')).status).toBe(404);
  });

  it('answers 422 for bad JSON, no documents, an unknown workspace or no metadata part', async () => {
    const badJson = await bulk('{"documents": [', []);
    expect(badJson.status).toBe(422);
    expect(badJson.body).toEqual({ detail: 'Invalid JSON in documents_metadata' });
    const empty = await bulk({ documents: [] }, []);
    expect(empty.status).toBe(422);
    expect(empty.body).toEqual({ detail: 'No documents provided for upload' });
    const unknown = await bulk(
      { documents: [{ reference: 'u', document_create: { workspace_id: UNKNOWN_ID } }] },
      [],
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ detail: `Workspace with id \`${UNKNOWN_ID}\` not found` });
    const badShape = await bulk({ documents: [{ reference: 'u' }] }, []);
    expect(badShape.status).toBe(422);
    expect(badShape.body.detail.params.errors[0]).toMatchObject({ loc: ['body', 'documents', 0, 'document_create'] });
    const form = new FormData();
    form.append('files', pdfBlob(paper), 'a.pdf');
    const noMetadata = await server.request('POST', '/api/v1/documents/bulk', { formData: form });
    expect(noMetadata.status).toBe(422);
    expect(noMetadata.body.detail.params.errors[0]).toMatchObject({ type: 'missing', loc: ['body', 'documents_metadata'] });
  });

  it('lists a file over the size limit among the failed validations', async () => {
    const big = new Uint8Array(200_001);
    big.set(new TextEncoder().encode('%PDF-1.7'));
    const res = await bulk(
      {
        documents: [
          {
            reference: 'big2024',
            document_create: { workspace_id: workspaceId, pmid: '4001' },
            associated_files: ['big.pdf'],
          },
        ],
      },
      [['big.pdf', pdfBlob(big)]],
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ job_ids: {}, total_documents: 1, failed_validations: ['big.pdf'] });
  });
});
