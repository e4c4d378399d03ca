import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markJobEnded } from '../jobs/job-rows';
import { insertJob } from '../jobs/jobs-service';
import { DEMO_PAPERS } from '../testing/demo-papers';
import { paperPdf } from '../testing/paper-pdf';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

describe.each(testDialects())('GET /models/segments/ (%s)', (dialect) => {
  let server: TestServer;
  let workspace: string;
  let documentId: string;
  let annotator: TestUser;
  let outsider: TestUser;
  const paper = DEMO_PAPERS[1]!;

  beforeAll(async () => {
    server = await createTestServer(dialect);
    workspace = `seg-${Math.random().toString(36).slice(2, 8)}`;
    const created = await server.request('POST', '/api/v1/workspaces', { json: { name: workspace } });
    annotator = await server.createUser('annotator', [created.body.id]);
    outsider = await server.createUser('admin');
    const form = new FormData();
    const pdf = await paperPdf(paper.spec);
    form.append(
      'file_data',
      new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      paper.file,
    );
    const params = new URLSearchParams({ workspace_id: created.body.id, reference: paper.reference });
    documentId = (await server.request('POST', `/api/v1/documents?${params}`, { formData: form })).body;
    await server.tasks.idle();
    // Generating and reading PDFs on a shared, loaded machine takes longer than the default 10 s.
  }, 60_000);
  afterAll(async () => server.close());

  const segments = (params: string, as?: TestUser) =>
    server.request('GET', `/api/v1/models/segments/?${params}`, as ? { as } : {});

  it('computes them in a segments job queued by the upload, whose state GET /jobs/{id} answers', async () => {
    const jobs = await server.db.selectFrom('jobs').selectAll().where('type', '=', 'segments').execute();
    expect(jobs).toHaveLength(1);
    expect(JSON.parse(jobs[0]!.payload)).toEqual({ document_id: documentId });
    const job = await server.request('GET', `/api/v1/jobs/${jobs[0]!.id}`);
    expect(job.body).toEqual({ id: jobs[0]!.id, status: 'finished' });
  });

  it("answers the document's sections in reading order, stored at upload", async () => {
    const res = await segments(`workspace=${workspace}&reference=${paper.reference}`, annotator);
    expect(res.status).toBe(200);
    expect(res.body.items.slice(0, 3)).toEqual([
      { doc_id: documentId, header: paper.spec.title, page_number: 1, type: 'text' },
      { doc_id: documentId, header: 'Abstract', page_number: 1, type: 'text' },
      { doc_id: documentId, header: '1. Introduction', page_number: 1, type: 'text' },
    ]);
    expect(res.body.items.map((s: { type: string }) => s.type)).toEqual([
      ...Array(7).fill('text'),
      'table',
      'table',
      'figure',
      'text',
      'text',
      'text',
    ]);
    const stored = await server.db.selectFrom('document_segments').select('id').execute();
    expect(stored).toHaveLength(13);
  });

  it('leaves out the types given (repeatable) and stops at the limit', async () => {
    const noTables = await segments(
      `workspace=${workspace}&reference=${paper.reference}&types=table&types=figure`,
    );
    expect(noTables.body.items).toHaveLength(10);
    expect(noTables.body.items.every((s: { type: string }) => s.type === 'text')).toBe(true);
    const two = await segments(`workspace=${workspace}&reference=${paper.reference}&limit=2`);
    expect(two.body.items.map((s: { header: string }) => s.header)).toEqual([paper.spec.title, 'Abstract']);
    const badType = await segments(`workspace=${workspace}&reference=${paper.reference}&types=poster`);
    expect(badType.status).toBe(422);
  });

  it('answers no segments for a reference no document has', async () => {
    const res = await segments(`workspace=${workspace}&reference=nobody2000`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: [] });
  });

  it("needs the workspace (400 with the original's message) and membership (403)", async () => {
    const missing = await segments(`reference=${paper.reference}`);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      detail: {
        code: 'argilla.api.errors::BadRequestError',
        params: { message: '`workspace` is required in query parameters' },
      },
    });
    expect((await segments(`workspace=${workspace}&reference=x`, outsider)).status).toBe(403);
    expect((await segments(`workspace=nowhere&reference=x`, outsider)).status).toBe(403);
    const unknown = await segments('workspace=nowhere&reference=x');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Workspace `nowhere` not found' });
    const noReference = await segments(`workspace=${workspace}`);
    expect(noReference.status).toBe(422);
  });

  it('answers the same without the trailing slash', async () => {
    const res = await server.request(
      'GET',
      `/api/v1/models/segments?workspace=${workspace}&reference=${paper.reference}`,
    );
    expect(res.body.items).toHaveLength(13);
  });

  it('says in the Segments-Status header whether the segments job still runs, failed or is done', async () => {
    const read = () => segments(`workspace=${workspace}&reference=${paper.reference}`, annotator);
    const done = await read();
    expect(done.headers.get('Segments-Status')).toBe('ready');
    expect(done.headers.get('Access-Control-Expose-Headers')).toContain('Segments-Status');
    // A recompute queued (not run here): the stored list is answered, marked pending until the job ends.
    const job = await insertJob(server.db, {
      type: 'segments',
      datasetId: null,
      userId: server.owner.user.id,
      payload: { document_id: documentId },
    });
    const pending = await read();
    expect(pending.headers.get('Segments-Status')).toBe('pending');
    expect(pending.body.items).toHaveLength(13);
    await markJobEnded(server.db, job.id, 'failed', 'The PDF is not readable: test');
    expect((await read()).headers.get('Segments-Status')).toBe('failed');
    await server.db.deleteFrom('jobs').where('id', '=', job.id).execute();
    expect((await read()).headers.get('Segments-Status')).toBe('ready');
    const nobody = await segments(`workspace=${workspace}&reference=nobody2000`);
    expect(nobody.headers.get('Segments-Status')).toBe('ready');
  });
});
