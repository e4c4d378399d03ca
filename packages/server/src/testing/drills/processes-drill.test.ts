import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../server-process-bundle';
import { createPostgresDatabase, testDialects } from '../test-server';
import {
  apiClient,
  distributionReport,
  formatLatency,
  lostAnswers,
  prepareAnnotationDrill,
  runAnnotators,
} from './annotators-workload';
import {
  checkRateLimitAcrossProcesses,
  checkSignInAcrossProcesses,
  checkWritesSeenAcrossProcesses,
} from './processes-checks';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

// The short form of `npm run drill:processes` (drills/processes-drill.ts: more processes, 50 annotators, 60 s).
const OWNER_API_KEY = 'drill-owner-key';

describe.runIf(testDialects().includes('postgres'))(
  'two server processes on one PostgreSQL behind one port',
  () => {
    let processes: ServerProcess[] = [];
    let proxy: RoundRobinProxy;
    let urls: string[];
    let drop: () => Promise<void> = async () => undefined;
    beforeAll(async () => {
      const database = await createPostgresDatabase();
      drop = database.drop;
      const env = {
        MARGINALIA_DATABASE_URL: database.url,
        // Every process signs and checks tokens with the same key.
        MARGINALIA_AUTH_SECRET_KEY: 'drill-shared-secret',
        MARGINALIA_OWNER_PASSWORD: '12345678',
        MARGINALIA_OWNER_API_KEY: OWNER_API_KEY,
        MARGINALIA_SEED_DEMO: 'true',
      };
      // Started together on an empty database: one migrates and seeds, the other waits and finds it ready.
      processes = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      urls = processes.map((p) => p.url.replace('localhost', '127.0.0.1'));
      proxy = await startRoundRobinProxy(urls);
    }, 120_000);
    afterAll(async () => {
      await proxy?.close();
      await Promise.all(processes.map((p) => p.stop()));
      await drop();
    });

    it('started together, they migrated, created the owner and seeded the demo once', async () => {
      const workspaces = await apiClient(proxy.url)('GET', '/me/workspaces', { apiKey: OWNER_API_KEY });
      expect(workspaces.status).toBe(200);
      expect(workspaces.body.items.map((w: { name: string }) => w.name)).toEqual(['demo', 'extraction']);
      const datasets = await apiClient(proxy.url)('GET', '/me/datasets', { apiKey: OWNER_API_KEY });
      const names = datasets.body.items.map((d: { name: string }) => d.name);
      expect(new Set(names).size).toBe(names.length);
    });

    it('accepts a token from either process on both', async () => {
      const result = await checkSignInAcrossProcesses(proxy.url, urls);
      expect(result.ok, result.detail).toBe(true);
    });

    it('counts failed sign-ins made through both processes against one limit', async () => {
      const result = await checkRateLimitAcrossProcesses(proxy.url, urls, 10);
      expect(result.ok, result.detail).toBe(true);
    });

    it('shows a write through one process to the next request on the other (settings, similarity)', async () => {
      const result = await checkWritesSeenAcrossProcesses(urls, OWNER_API_KEY);
      expect(result.ok, result.detail).toBe(true);
    });

    it('serves annotators through the shared port: every answer a 2xx and stored, every status right', async () => {
      const setup = await prepareAnnotationDrill(proxy.url, {
        ownerApiKey: OWNER_API_KEY,
        annotators: 10,
        records: 300,
        minSubmitted: 2,
      });
      const run = await runAnnotators(proxy.url, setup, {
        seconds: 3,
        thinkMs: 40,
        bulkEvery: 5,
        bulkSize: 10,
      });
      const report = await distributionReport(proxy.url, setup, OWNER_API_KEY);
      console.log(
        `2 processes behind one port: ${run.acknowledged.size} answers, requests per process ${proxy.forwarded.join('/')}\n` +
          `  search ${formatLatency(run.search)}\n  submit ${formatLatency(run.submit)}\n  bulk   ${formatLatency(run.bulk)}`,
      );
      expect(run.errors).toEqual([]);
      expect(proxy.forwarded.every((n) => n > 0)).toBe(true);
      expect(lostAnswers(run, report.stored)).toEqual([]);
      expect(report.stored.size).toBe(run.acknowledged.size);
      expect(report.wrongStatus).toEqual([]);
    }, 120_000);
  },
);
