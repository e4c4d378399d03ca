import { expect, type Page } from '@playwright/test';
import type { WireRecord, WireToken } from '@marginalia/core';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { API_PORT } from '../../../../tooling/e2ePorts';

/** The owner's API key of a freshly seeded reference server. */
export const OWNER_KEY = 'owner.apikey';
const CLI = resolve('packages/server/dist/cli.js');
// `pg` belongs to the server package; the drills borrow it from there (its types too would be the server's, so the
// little the drills use of it is spelled out here).
interface AdminClient {
  connect(): Promise<unknown>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
const pg = createRequire(resolve('packages/server/package.json'))('pg') as {
  Client: new (config: { connectionString: string }) => AdminClient;
};
const PG_ADMIN_URL = process.env.MARGINALIA_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** Which databases the drills run on: SQLite, and PostgreSQL unless the machine has none (`MARGINALIA_TEST_PG=0`). */
export function drillDatabases(): ('sqlite' | 'postgres')[] {
  const asked = process.env.MARGINALIA_DRILL_DATABASES;
  if (asked) return asked.split(',').map((name) => name.trim() as 'sqlite' | 'postgres');
  return process.env.MARGINALIA_TEST_PG === '0' ? ['sqlite'] : ['sqlite', 'postgres'];
}

/** A database for one drill: a file in a fresh folder, or a fresh PostgreSQL database; `drop` removes it. */
export async function drillDatabase(kind: 'sqlite' | 'postgres'): Promise<{ url: string; drop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'marginalia-drill-'));
  if (kind === 'sqlite') return { url: join(dir, 'drill.db'), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  const name = `marginalia_drill_${Math.random().toString(16).slice(2, 10)}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: PG_ADMIN_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The built reference server (serving the built web app) in a child process the drill may kill with SIGKILL and
 * start again on the same port and database. The signing secret is fixed, so the browser's token outlives a
 * restart as it does in a deployment.
 */
export class DrillServer {
  private child: ChildProcess | null = null;
  readonly url: string;
  /** The last things the process printed, for failure messages. */
  readonly output: string[] = [];

  constructor(
    readonly port: number,
    private readonly databaseUrl: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    // Something else listening on the port would answer the readiness check for a child that then fails to
    // listen: a crash drill once annotated another test run's server, which its kills never reached.
    await assertPortFree(this.port);
    const child = spawn(process.execPath, [CLI], {
      cwd: tmpdir(),
      env: {
        ...process.env,
        PORT: String(this.port),
        MARGINALIA_DATABASE_URL: this.databaseUrl,
        MARGINALIA_SEED_DEMO: 'true',
        MARGINALIA_AUTH_SECRET_KEY: 'drill-secret-key-drill-secret-key',
        MARGINALIA_TOKEN_RATE_LIMIT: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString());
      if (this.output.length > 200) this.output.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.child = child;
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${this.output.join('')}`);
      try {
        if ((await fetch(`${this.url}/api/v1/settings`)).ok && child.exitCode === null) return;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`the server did not start:\n${this.output.join('')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** Ends the process at once (SIGKILL: no shutdown handler runs) and waits until it is gone. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
    this.child = null;
  }

  /** The server process's resident memory in kB (Linux), or NaN. */
  async rssKb(): Promise<number> {
    const { readFile } = await import('node:fs/promises');
    try {
      const status = await readFile(`/proc/${this.child?.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    } catch {
      return NaN;
    }
  }

  /** A call to the API as the owner. */
  async api<T>(method: string, path: string, json?: unknown): Promise<T> {
    const response = await fetch(`${this.url}/api/v1${path}`, {
      method,
      headers: { 'X-Argilla-Api-Key': OWNER_KEY, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }
}

/** Fails when something already listens on the port (the drill's own server was killed and is gone). */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is taken; set MARGINALIA_DRILL_PORT to a free one`)));
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

/** The port of a drill's own server: `MARGINALIA_DRILL_PORT`, else the E2E port plus the drill's offset. */
export function drillPort(offset: number): number {
  return Number(process.env.MARGINALIA_DRILL_PORT ?? API_PORT + offset);
}

/** The demo's product reviews dataset on a drill server. */
export async function productReviews(server: DrillServer): Promise<{ id: string; name: string }> {
  const { items } = await server.api<{ items: { id: string; name: string }[] }>('GET', '/me/datasets');
  const dataset = items.find((candidate) => candidate.name === 'product-reviews');
  if (!dataset) throw new Error('the demo data has no product-reviews dataset');
  return dataset;
}

/** Adds copies of the demo reviews until the dataset has `count` records, each review told apart by its number. */
export async function ensureRecords(server: DrillServer, datasetId: string, count: number): Promise<void> {
  const listed = await server.api<{ items: WireRecord[] }>('GET', `/datasets/${datasetId}/records?limit=1000`);
  for (let start = listed.items.length; start < count; start += 100) {
    const items = Array.from({ length: Math.min(100, count - start) }, (_, i) => {
      const source = listed.items[(start + i) % listed.items.length]!;
      return { fields: { ...source.fields, review: `${String(source.fields.review)} (copy ${start + i})` } };
    });
    await server.api('POST', `/datasets/${datasetId}/records/bulk`, { items });
  }
}

/** A demo user's token (every demo user's password is 12345678). */
export async function tokenOf(server: DrillServer, username: string): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `username=${username}&password=12345678`,
  });
  if (response.status !== 201) throw new Error(`sign-in of ${username} failed: ${response.status}`);
  return ((await response.json()) as WireToken).access_token;
}

/** Opens the dataset's pending queue in focus mode, signed in as the owner; returns the shown record's review reader. */
export async function openPendingQueue(page: Page, server: DrillServer, datasetId: string) {
  const token = await tokenOf(server, 'owner');
  await page.addInitScript((value) => window.localStorage.setItem('auth.token', value), token);
  await page.goto(`${server.url}/dataset/${datasetId}/annotation-mode?page=1&status=pending`);
  const record = page.getByRole('article', { name: 'Record' }).first();
  const review = async () =>
    (await record.getByRole('region', { name: 'Review' }).innerText()).replace(/^\s*Review\s*\n/, '').trim();
  return { record, review };
}

/** The number of answers waiting in the page's outboxes (localStorage). */
export function outboxSize(page: Page): Promise<number> {
  return page.evaluate(() =>
    Object.entries(localStorage)
      .filter(([key]) => key.startsWith('marginalia.outbox.'))
      .reduce((sum, [, value]) => sum + (JSON.parse(value) as unknown[]).length, 0),
  );
}

/** Answers the sentiment question of the shown record and submits; resolves when the next record shows. */
export async function submitSentiment(page: Page, review: () => Promise<string>, label: string, timeout = 10_000): Promise<string> {
  const shown = await review();
  await page.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' }).getByRole('radio', { name: label }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => review().catch(() => shown), { timeout }).not.toBe(shown);
  return shown;
}
