import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './server';

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
