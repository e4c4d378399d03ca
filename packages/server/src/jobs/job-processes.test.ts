import { randomBytes } from 'node:crypto';
import { STAND_IN_TOKENS, findDataset } from '@marginalia/hub-stand-in';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportDataset, startTestHub, type TestHub } from '../testing/hub-fixture';
import { startServerProcess, type ServerProcess } from '../testing/server-process-bundle';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

const REDIS_URL = process.env['MARGINALIA_TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const API_KEY = 'process-test-owner-key';

let hub: TestHub;
beforeAll(async () => {
  hub = await startTestHub();
});
afterAll(async () => hub.close());

const IMDB_IMPORT = {
  name: 'stanfordnlp/imdb',
  subset: 'plain_text',
  split: 'train',
  mapping: { fields: [{ source: 'text', target: 'text' }] },
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDialects())('jobs across server processes (%s)', (dialect) => {
  let server: TestServer;
  const processes: ServerProcess[] = [];
  const queueNames: string[] = [];
  beforeAll(async () => {
    server = await createTestServer(dialect, { ...hub.env, MARGINALIA_OWNER_API_KEY: API_KEY });
  });
  afterAll(async () => {
    for (const p of processes) await p.stop();
    // Only once every worker has stopped: a closing worker writes its queue's keys again.
    for (const name of queueNames) {
      const queue = new Queue(name, { connection: { url: REDIS_URL } });
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await server.close();
  }, 60_000);

  const spawnServer = async (env: Record<string, string> = {}) => {
    const started = await startServerProcess({
      ...hub.env,
      MARGINALIA_DATABASE_URL: server.databaseUrl,
      MARGINALIA_AUTH_SECRET_KEY: 'process-test-secret',
      MARGINALIA_OWNER_API_KEY: API_KEY,
      MARGINALIA_STATIC_DIR: '/nonexistent',
      ...env,
    });
    processes.push(started);
    return started;
  };
  const call = async (target: ServerProcess, method: string, path: string, body?: unknown) => {
    const send = () =>
      fetch(`${target.url}/api/v1${path}`, {
        method,
        headers: { 'X-Argilla-Api-Key': API_KEY, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    // A GET on a keep-alive connection the server closed meanwhile (likely when both sides are slow) is sent
    // again once, on a new connection, as a browser does; a process that died fails the second try too.
    const res = await send().catch((error: unknown) => {
      if (method !== 'GET') throw error;
      return send();
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const jobRow = (id: string) =>
    server.db
      .selectFrom('jobs')
      .select(['status', 'progress', 'error'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const waitFor = async (check: () => Promise<boolean>, what: string, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await sleep(25);
    }
  };
  const expectAllImdbRows = async (datasetId: string) => {
    const stored = await server.db
      .selectFrom('records')
      .select('fields')
      .where('dataset_id', '=', datasetId)
      .execute();
    const imdb = findDataset('stanfordnlp/imdb')!;
    const expected = Array.from({ length: 10000 }, (_, i) =>
      JSON.stringify({ text: imdb.row(i, 'train', 'plain_text')['text'] }),
    );
    expect(stored.map((r) => r.fields).sort()).toEqual(expected.sort());
  };

  it('resumes an import after its server process was killed (in-process jobs)', async () => {
    const { datasetId } = await createImportDataset(server, { fields: [{ name: 'text', type: 'text' }] });
    const first = await spawnServer();
    const listingsBefore = hub.listingReads();
    const started = await call(first, 'POST', `/datasets/${datasetId}/import`, IMDB_IMPORT);
    expect(started.status).toBe(202);
    const jobId = started.body['id'] as string;
    await waitFor(async () => (await jobRow(jobId)).progress >= 500, 'a first batch');
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    const killedAt = await jobRow(jobId);
    expect(killedAt.status).toBe('started');
    expect(killedAt.progress).toBeLessThan(10000);

    const second = await spawnServer();
    await waitFor(
      async () => (await call(second, 'GET', `/jobs/${jobId}`)).body['status'] === 'finished',
      'the resumed job',
    );
    expect(second.output()).toContain(
      `Job ${jobId} (import) started in process ${second.child.pid}, resuming after ${killedAt.progress} rows`,
    );
    await expectAllImdbRows(datasetId);
    // Planned once, by the request: the resumed job ran the plan stored with it.
    expect(hub.listingReads() - listingsBefore).toBe(1);
    await second.stop();
  }, 180_000);

  it('shares jobs between two processes over BullMQ, and one takes over the import of a killed one', async ({
    skip,
  }) => {
    // Runs wherever Redis is expected (CI, our machines) and fails when it cannot connect; `npm test` sets
    // MARGINALIA_TEST_REDIS=0 only on a machine that has none, and says so.
    skip(process.env['MARGINALIA_TEST_REDIS'] === '0', 'no Redis on this machine');
    const queueName = `test-${randomBytes(4).toString('hex')}`;
    const queueEnv = {
      MARGINALIA_REDIS_URL: REDIS_URL,
      MARGINALIA_JOBS_QUEUE: queueName,
      TEST_JOB_LOCK_MS: '1500',
    };
    queueNames.push(queueName);
    const [a, b] = [await spawnServer(queueEnv), await spawnServer(queueEnv)];
    // Both workers are connected once their servers say READY; give their first blocking fetch a moment to begin.
    await sleep(500);
    const datasets = [
      await createImportDataset(server, { fields: [{ name: 'text', type: 'text' }] }),
      await createImportDataset(server, { fields: [{ name: 'text', type: 'text' }] }),
    ];
    const jobIds: string[] = [];
    const listingsBefore = hub.listingReads();
    for (const { datasetId } of datasets) {
      const res = await call(a, 'POST', `/datasets/${datasetId}/import`, IMDB_IMPORT);
      expect(res.status).toBe(202);
      jobIds.push(res.body['id'] as string);
    }
    // One job each: both processes take work from the shared queue.
    await waitFor(
      async () => jobIds.every((id) => `${a.output()}${b.output()}`.includes(`Job ${id} (import) started`)),
      'both jobs to start',
    );
    const runnerOf = (id: string) => (a.output().includes(`Job ${id} (import) started`) ? a : b);
    expect(runnerOf(jobIds[0]!)).not.toBe(runnerOf(jobIds[1]!));

    const victim = runnerOf(jobIds[0]!);
    const survivor = victim === a ? b : a;
    await waitFor(async () => (await jobRow(jobIds[0]!)).progress >= 500, 'a first batch');
    victim.child.kill('SIGKILL');
    for (const id of jobIds) {
      await waitFor(
        async () => (await call(survivor, 'GET', `/jobs/${id}`)).body['status'] === 'finished',
        `job ${id}`,
        90_000,
      );
    }
    expect(survivor.output()).toContain(
      `Job ${jobIds[0]} (import) started in process ${survivor.child.pid}, resuming after`,
    );
    for (const { datasetId } of datasets) await expectAllImdbRows(datasetId);
    // Each import was planned once, by its request; the process that took one over ran its stored plan.
    expect(hub.listingReads() - listingsBefore).toBe(2);

    // An export through the queue: its token travels sealed and ends up nowhere.
    const exported = await call(survivor, 'POST', `/datasets/${datasets[0]!.datasetId}/export`, {
      name: `standin-user/bullmq-${dialect}`,
      token: STAND_IN_TOKENS.write,
    });
    await waitFor(
      async () => (await jobRow(exported.body['id'] as string)).status === 'finished',
      'the export',
    );
    expect(hub.repos.get(`standin-user/bullmq-${dialect}`)?.files.size).toBe(4);
    expect(survivor.output()).not.toContain(STAND_IN_TOKENS.write);
  }, 240_000);
});
