import { findDataset } from '@marginalia/hub-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppJobQueue } from '../app';
import { BackgroundTasks } from '../common/background-tasks';
import { planImport, type ImportJobPayload } from '../import/import-plan';
import { createImportDataset, finishedJob, startTestHub, type TestHub } from '../testing/hub-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { EXPORT_INTERRUPTED } from './job-queue';
import { insertJob } from './jobs-service';

let hub: TestHub;
beforeAll(async () => {
  hub = await startTestHub();
});
afterAll(async () => hub.close());

const IMDB_IMPORT = {
  name: 'stanfordnlp/imdb',
  subset: 'plain_text',
  split: 'train',
  mapping: { fields: [{ source: 'text', target: 'text' }], metadata: [], suggestions: [], external_id: null },
};

describe.each(testDialects())('jobs (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(dialect, hub.env);
  });
  afterAll(async () => server.close());

  const quietQueue = () => {
    const tasks = new BackgroundTasks({ error: () => undefined });
    return {
      tasks,
      queue: createAppJobQueue({
        db: server.db,
        config: server.config,
        tasks,
        logger: { error: () => undefined },
      }),
    };
  };
  /** What the import route stores with its job: the request and the plan made for it. */
  const plannedImport = async (datasetId: string, request = IMDB_IMPORT): Promise<ImportJobPayload> => {
    const dataset = await server.db
      .selectFrom('datasets')
      .selectAll()
      .where('id', '=', datasetId)
      .executeTakeFirstOrThrow();
    return { request, plan: await planImport(server.db, server.config, dataset, request) };
  };
  /** An import job a process left `started` after `progress` rows, as the next start finds it. */
  const interruptedImport = async (datasetId: string, payload: unknown, progress: number) => {
    const job = await insertJob(server.db, {
      type: 'import',
      datasetId,
      userId: server.owner.user.id,
      payload,
      total: 10000,
    });
    await server.db
      .updateTable('jobs')
      .set({ status: 'started', progress })
      .where('id', '=', job.id)
      .execute();
    return job;
  };

  it('answers GET /jobs/{id} to owners and admins, 403 to annotators, 404 for an unknown id', async () => {
    const { datasetId } = await createImportDataset(server, { fields: [{ name: 'text', type: 'text' }] });
    const job = await insertJob(server.db, {
      type: 'import',
      datasetId,
      userId: server.owner.user.id,
      payload: {},
    });
    await server.db.updateTable('jobs').set({ status: 'finished' }).where('id', '=', job.id).execute();
    const admin = await server.createUser('admin');
    const annotator = await server.createUser('annotator');
    expect((await server.request('GET', `/api/v1/jobs/${job.id}`)).body).toEqual({
      id: job.id,
      status: 'finished',
    });
    expect((await server.request('GET', `/api/v1/jobs/${job.id}`, { as: admin })).status).toBe(200);
    expect((await server.request('GET', `/api/v1/jobs/${job.id}`, { as: annotator })).status).toBe(403);
    expect((await server.request('GET', `/api/v1/jobs/${job.id}`, { as: null })).status).toBe(401);
    expect(await server.request('GET', '/api/v1/jobs/no-such-job')).toMatchObject({
      status: 404,
      body: { detail: 'Job with id `no-such-job` not found' },
    });
  });

  it('on start, resumes an import a stopped process left started (from its progress) and fails its exports', async () => {
    const { datasetId } = await createImportDataset(server, { fields: [{ name: 'text', type: 'text' }] });
    const job = await interruptedImport(datasetId, await plannedImport(datasetId), 9500);
    const started = await insertJob(server.db, {
      type: 'export',
      datasetId,
      userId: server.owner.user.id,
      payload: { name: 'a/b' },
    });
    await server.db.updateTable('jobs').set({ status: 'started' }).where('id', '=', started.id).execute();
    const queued = await insertJob(server.db, {
      type: 'export',
      datasetId,
      userId: server.owner.user.id,
      payload: { name: 'a/b' },
    });

    const { tasks, queue } = quietQueue();
    await queue.start();
    await tasks.idle();
    expect(await finishedJob(server, job.id)).toEqual({ status: 'finished', error: null, progress: 10000 });
    for (const id of [started.id, queued.id]) {
      expect(await finishedJob(server, id)).toEqual({
        status: 'failed',
        error: EXPORT_INTERRUPTED,
        progress: 0,
      });
    }
    // Only rows 9,500–9,999 were written: it went on from its progress instead of starting over.
    const records = await server.request('GET', `/api/v1/datasets/${datasetId}/records?limit=1`);
    expect(records.body.total).toBe(500);
    expect(records.body.items[0].fields.text).toBe(
      findDataset('stanfordnlp/imdb')!.row(9500, 'train', 'plain_text')['text'],
    );
    await queue.close();
  });

  it('interrupts a running import on shutdown between batches, and the next start finishes it with no row twice', async () => {
    const { datasetId } = await createImportDataset(server, { fields: [{ name: 'text', type: 'text' }] });
    const first = quietQueue();
    const job = await insertJob(server.db, {
      type: 'import',
      datasetId,
      userId: server.owner.user.id,
      payload: await plannedImport(datasetId),
      total: 10000,
    });
    await first.queue.enqueue(job);
    const progress = async () =>
      await server.db
        .selectFrom('jobs')
        .select(['progress', 'status'])
        .where('id', '=', job.id)
        .executeTakeFirstOrThrow();
    while ((await progress()).progress === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await first.queue.close();
    const interrupted = await progress();
    expect(interrupted.status).toBe('started');
    expect(interrupted.progress).toBeGreaterThan(0);
    expect(interrupted.progress).toBeLessThan(10000);

    const second = quietQueue();
    await second.queue.start();
    await second.tasks.idle();
    expect(await progress()).toEqual({ progress: 10000, status: 'finished' });
    const stored = await server.db
      .selectFrom('records')
      .select('fields')
      .where('dataset_id', '=', datasetId)
      .execute();
    const imdb = findDataset('stanfordnlp/imdb')!;
    const expected = Array.from({ length: 10000 }, (_, i) =>
      JSON.stringify({ text: imdb.row(i, 'train', 'plain_text')['text'] }),
    );
    // Exactly rows 0–9,999, each once: nothing lost at the interruption and nothing written twice.
    expect(stored.map((r) => r.fields).sort()).toEqual(expected.sort());
    await second.queue.close();
  });

  it('runs the plan stored with its job: no listing read, and the stored plan decides what is read', async () => {
    const { datasetId } = await createImportDataset(server, { fields: [{ name: 'text', type: 'text' }] });
    const { request, plan } = await plannedImport(datasetId);
    // A plan that asks for fewer rows than the split has: the job reads exactly what it says.
    const job = await insertJob(server.db, {
      type: 'import',
      datasetId,
      userId: server.owner.user.id,
      payload: { request, plan: { ...plan, total: 1500 } } satisfies ImportJobPayload,
      total: 1500,
    });
    const listingsBefore = hub.listingReads();
    const { tasks, queue } = quietQueue();
    await queue.start();
    await tasks.idle();
    expect(await finishedJob(server, job.id)).toEqual({ status: 'finished', error: null, progress: 1500 });
    expect(hub.listingReads()).toBe(listingsBefore);
    const records = await server.request('GET', `/api/v1/datasets/${datasetId}/records?limit=1`);
    expect(records.body.total).toBe(1500);
    await queue.close();
  });

  it('plans, once, an import job stored with the bare request (as a server before stored plans queued it)', async () => {
    const { datasetId } = await createImportDataset(server, { fields: [{ name: 'text', type: 'text' }] });
    const job = await interruptedImport(datasetId, IMDB_IMPORT, 9000);
    const listingsBefore = hub.listingReads();
    const { tasks, queue } = quietQueue();
    await queue.start();
    await tasks.idle();
    expect(await finishedJob(server, job.id)).toEqual({ status: 'finished', error: null, progress: 10000 });
    expect(hub.listingReads() - listingsBefore).toBe(1);
    const records = await server.request('GET', `/api/v1/datasets/${datasetId}/records?limit=1`);
    expect(records.body.total).toBe(1000);
    await queue.close();
  });
});
