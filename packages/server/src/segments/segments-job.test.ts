import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../jobs/jobs-service';
import { createJobRunner } from '../jobs/job-runner';
import type { ObjectStore } from '../storage/object-store';
import { DEMO_PAPERS } from '../testing/demo-papers';
import { paperPdf } from '../testing/paper-pdf';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { documentGoneReason, segmentsJobHandler } from './segments-job';

/**
 * A document deleted while its segments are computed (issue #17): the job ends `canceled` with a clear reason,
 * never with the database's foreign-key error, and nothing is stored for the gone document.
 */
describe.each(testDialects())('segments job of a document deleted meanwhile (%s)', (dialect) => {
  let server: TestServer;
  let workspaceId: string;
  const paper = DEMO_PAPERS[0]!;
  let pdf: Uint8Array;

  beforeAll(async () => {
    server = await createTestServer(dialect);
    const created = await server.request('POST', '/api/v1/workspaces', {
      json: { name: `segjob-${Math.random().toString(36).slice(2, 8)}` },
    });
    workspaceId = created.body.id;
    pdf = await paperPdf(paper.spec);
    // Generating and reading PDFs on a shared, loaded machine takes longer than the default 10 s.
  }, 60_000);
  afterAll(async () => server.close());

  const upload = async (reference: string): Promise<string> => {
    const form = new FormData();
    form.append('file_data', new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), paper.file);
    const params = new URLSearchParams({ workspace_id: workspaceId, reference });
    const res = await server.request('POST', `/api/v1/documents?${params}`, { formData: form });
    expect(res.status).toBe(201);
    await server.tasks.idle();
    return res.body;
  };
  const deleteDocument = async (id: string) => {
    const res = await server.request('DELETE', `/api/v1/documents/workspace/${workspaceId}`, { json: { id } });
    expect(res.status).toBe(200);
  };
  /** Runs one segments job of the document through the real runner, the storage given. */
  const runJob = async (documentId: string, storage: ObjectStore) => {
    const job = await insertJob(server.db, {
      type: 'segments',
      datasetId: null,
      userId: server.owner.user.id,
      payload: { document_id: documentId },
    });
    const reports: string[] = [];
    const runner = createJobRunner({
      db: server.db,
      config: server.config,
      handlers: {
        segments: segmentsJobHandler(storage),
        import: () => Promise.reject(new Error('not here')),
        export: () => Promise.reject(new Error('not here')),
        'model-suggestions': () => Promise.reject(new Error('not here')),
      },
      report: (line) => reports.push(line),
      log: () => {},
    });
    await runner.run(job.id, undefined, new AbortController().signal);
    const row = await server.db.selectFrom('jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    const answered = await server.request('GET', `/api/v1/jobs/${job.id}`);
    return { row, answered: answered.body, reports };
  };
  const storedSegments = async (documentId: string) =>
    (await server.db.selectFrom('document_segments').select('id').where('document_id', '=', documentId).execute())
      .length;

  /** The app's storage, but the document is deleted once its PDF has been read (while segments are computed). */
  const deletingAfterRead = (documentId: string): ObjectStore =>
    Object.assign(Object.create(server.storage) as ObjectStore, {
      get: async (...args: Parameters<ObjectStore['get']>) => {
        const object = await server.storage.get(...args);
        await deleteDocument(documentId);
        return object;
      },
    });

  it('ends canceled with a clear reason when the document is deleted while its segments are computed', async () => {
    const documentId = await upload('gone-while-computing');
    expect(await storedSegments(documentId)).toBeGreaterThan(0);
    const { row, answered, reports } = await runJob(documentId, deletingAfterRead(documentId));
    expect(row.status).toBe('canceled');
    expect(row.error).toBe(`Document ${documentId} was deleted before its segments were stored; nothing was stored`);
    expect(row.error).toBe(documentGoneReason(documentId));
    expect(row.error).not.toMatch(/foreign key|constraint/i);
    expect(answered).toEqual({ id: row.id, status: 'canceled' });
    expect(reports).toEqual([]);
    expect(await storedSegments(documentId)).toBe(0);
  }, 60_000);

  it('ends canceled when the document was deleted before the job started (row and PDF gone)', async () => {
    const documentId = await upload('gone-before-start');
    await deleteDocument(documentId);
    const { row, reports } = await runJob(documentId, server.storage);
    expect(row.status).toBe('canceled');
    expect(row.error).toBe(documentGoneReason(documentId));
    expect(reports).toEqual([]);
    expect(await storedSegments(documentId)).toBe(0);
  }, 60_000);

  it('ends canceled when the row is gone between reading it and reading its PDF', async () => {
    const documentId = await upload('gone-before-pdf');
    const deletingBeforeRead = Object.assign(Object.create(server.storage) as ObjectStore, {
      get: async (...args: Parameters<ObjectStore['get']>) => {
        await deleteDocument(documentId);
        return server.storage.get(...args);
      },
    });
    const { row } = await runJob(documentId, deletingBeforeRead);
    expect(row.status).toBe('canceled');
    expect(row.error).toBe(documentGoneReason(documentId));
    expect(await storedSegments(documentId)).toBe(0);
  }, 60_000);

  it('still fails, with its reason, when a present document has no stored PDF', async () => {
    const documentId = await upload('pdf-lost');
    const noPdf = Object.assign(Object.create(server.storage) as ObjectStore, { get: async () => null });
    const { row, reports } = await runJob(documentId, noPdf);
    expect(row.status).toBe('failed');
    expect(row.error).toBe(`The PDF of document ${documentId} is not stored`);
    expect(reports).toHaveLength(1);
  }, 60_000);
});
