import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import { packageRoot } from '../config/server-config';

// From the package root, so the drills (bundled elsewhere) start the same server processes.
const packageDir = packageRoot();
const cacheDir = join(packageDir, 'node_modules', '.cache', 'marginalia-test');
const built = new Map<string, Promise<string>>();

/** Bundles `src/<entry>.ts` (workspace packages from source, dependencies left to node_modules) once per run. */
function bundle(entry: string): Promise<string> {
  let output = built.get(entry);
  if (!output) {
    const outfile = join(cacheDir, `${entry.replaceAll('/', '-')}.mjs`);
    output = (async () => {
      mkdirSync(dirname(outfile), { recursive: true });
      await build({
        entryPoints: [join(packageDir, 'src', `${entry}.ts`)],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        conditions: ['@marginalia/source'],
        logLevel: 'error',
        plugins: [
          {
            name: 'dependencies-stay-external',
            setup(b) {
              b.onResolve({ filter: /^[^./]/ }, (args) =>
                args.path.startsWith('@marginalia/') ? undefined : { path: args.path, external: true },
              );
            },
          },
        ],
      });
      return outfile;
    })();
    built.set(entry, output);
  }
  return output;
}

/** Bundles `server-process.ts` once per run. */
export function serverProcessEntry(): Promise<string> {
  return bundle('testing/server-process');
}

/** Bundles the command line (`src/cli.ts`: serve, backup, restore) once per run. */
export function cliEntry(): Promise<string> {
  return bundle('cli');
}

/** A server in a child process. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts a server process with this environment and waits for `READY`. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const entry = await serverProcessEntry();
  const child = spawn(process.execPath, [entry], {
    cwd: packageDir,
    env: { PATH: process.env['PATH'] ?? '', MARGINALIA_SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    // Migrating and seeding (the demo papers' segments included) on a shared, loaded machine can take a while.
    const timer = setTimeout(() => reject(new Error(`server process did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', () => {
      const match = /READY (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server process exited (${code}):\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
