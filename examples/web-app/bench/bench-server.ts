import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The running reference server the benchmarks drive. */
export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the built reference server (`packages/server/dist/cli.js`) serving the built web app, in a fresh
 * temporary folder so it opens a new SQLite database (no demo data), and waits until it answers.
 */
export async function startBenchServer(repoRoot: string, port: number): Promise<BenchServer> {
  const folder = mkdtempSync(join(tmpdir(), 'marginalia-bench-ui-'));
  const child = spawn(process.execPath, [join(repoRoot, 'packages/server/dist/cli.js')], {
    cwd: folder,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      MARGINALIA_SEED_DEMO: 'false',
      MARGINALIA_STATIC_DIR: join(repoRoot, 'examples/web-app/dist'),
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${url}/api/v1/settings`, child, () => output);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(folder, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} within 60 s:\n${output()}`);
}
