import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, startServer, type RunningServer } from './server';

describe('startServer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'marginalia-start-'));
  let running: RunningServer | undefined;
  afterAll(async () => {
    await running?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('migrates, creates the owner and serves HTTP on a free port', async () => {
    running = await startServer({
      config: { port: 0, databaseUrl: join(dir, 'app.db'), seedDemo: false, staticDir: null },
      hostname: '127.0.0.1',
    });
    expect(running.url).toMatch(/^http:\/\/localhost:\d+$/);
    const res = await fetch(`http://127.0.0.1:${running.port}/api/v1/me`, {
      headers: { 'X-Argilla-Api-Key': 'owner.apikey' },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { username: string }).username).toBe('owner');
  });

  it('keeps an idle connection open longer than the clients do (5 s), so a client never reuses one it closed', async () => {
    const port = running?.port;
    expect(port).toBeDefined();
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/api/v1/settings', headers: { connection: 'keep-alive' } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers['keep-alive']?.toString()));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(5_000);
    expect(keepAlive).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
  });

  it('fails with a clear message when the port is taken', async () => {
    await expect(
      startServer({
        config: {
          port: running?.port ?? 1,
          databaseUrl: join(dir, 'other.db'),
          seedDemo: false,
          staticDir: null,
        },
        hostname: '127.0.0.1',
      }),
    ).rejects.toThrow(`Port ${running?.port} is already in use`);
  });
});
