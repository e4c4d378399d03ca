import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STAND_IN_TOKENS, type RunningHubStandIn } from '@marginalia/hub-stand-in';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/server-config';
import { startServer, type RunningServer } from '../server';
import { createImportDataset, startTestHub } from '../testing/hub-fixture';

const API_KEY = 'owner-api-key-for-export-logs';
const UNKNOWN_TOKEN = 'hf_unknowntokenthatmustnotleak42';

describe('an export never writes its hub token to the logs or the database', () => {
  let dir: string;
  let hub: RunningHubStandIn;
  let running: RunningServer;
  const lines: string[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'marginalia-export-logs-'));
    hub = await startTestHub();
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(' '));
      });
    }
    const config = loadConfig(
      {
        ...hub.env,
        MARGINALIA_DATABASE_URL: join(dir, 'logs.db'),
        MARGINALIA_OWNER_API_KEY: API_KEY,
        MARGINALIA_AUTH_SECRET_KEY: 'export-logs-secret',
        MARGINALIA_SEED_DEMO: 'false',
        MARGINALIA_ACCESS_LOG: 'true',
        MARGINALIA_STATIC_DIR: join(dir, 'no-web-app'),
      },
      dir,
    );
    running = await startServer({ config: { ...config, port: 0 }, hostname: '127.0.0.1' });
  });
  afterAll(async () => {
    await running?.close();
    await hub?.close();
    vi.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs the export requests and the failure reason, never the tokens', async () => {
    const request = (method: string, path: string, json?: unknown) =>
      running.app.request(`/api/v1${path}`, {
        method,
        headers: { 'X-Argilla-Api-Key': API_KEY, 'Content-Type': 'application/json' },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
    const server = {
      request: async (method: string, path: string, options: { json?: unknown } = {}) => {
        const res = await request(method, path.replace('/api/v1', ''), options.json);
        return { status: res.status, body: await res.json() };
      },
    };
    const { datasetId } = await createImportDataset(server, {
      fields: [{ name: 'text', type: 'text' }],
    });
    const jobs: string[] = [];
    for (const token of [STAND_IN_TOKENS.write, UNKNOWN_TOKEN]) {
      const res = await request('POST', `/datasets/${datasetId}/export`, {
        name: `standin-user/logs-${jobs.length}`,
        token,
      });
      expect(res.status).toBe(202);
      jobs.push(((await res.json()) as { id: string }).id);
    }
    const statusOf = async (id: string) =>
      ((await (await request('GET', `/jobs/${id}`)).json()) as { status: string }).status;
    for (
      let i = 0;
      i < 400 && ((await statusOf(jobs[0]!)) !== 'finished' || (await statusOf(jobs[1]!)) !== 'failed');
      i++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect([await statusOf(jobs[0]!), await statusOf(jobs[1]!)]).toEqual(['finished', 'failed']);

    const log = lines.join('\n');
    expect(log).toContain(`POST /api/v1/datasets/${datasetId}/export 202`);
    expect(log).toContain(`Job ${jobs[1]} (export) failed: The Hugging Face token is invalid`);
    for (const token of [STAND_IN_TOKENS.write, UNKNOWN_TOKEN]) {
      expect(log).not.toContain(token);
      const stored = await running.db.selectFrom('jobs').selectAll().execute();
      expect(JSON.stringify(stored)).not.toContain(token);
    }
  });
});
