import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type CDPSession, type Page } from '@playwright/test';
import { API_URL, NOTEBOOK_PORT, NOTEBOOK_URL } from '../../../../tooling/e2ePorts';

export { API_URL, NOTEBOOK_URL };

/** The example notebook, as a user copies it. */
export const NOTEBOOK_FILE = resolve(import.meta.dirname, '../../annotate.ipynb');

/** Debian's `jupyter-notebook` ($JUPYTER_NOTEBOOK_PATH, which `npm test` sets after installing it), or null. */
export function jupyterNotebookPath(): string | null {
  const candidates = [process.env.JUPYTER_NOTEBOOK_PATH, '/usr/bin/jupyter-notebook'].filter(Boolean) as string[];
  return candidates.find((path) => existsSync(path)) ?? null;
}

/** A notebook server this flow started, with its own folder and Jupyter settings. */
export interface RunningJupyter {
  folder: string;
  stop(): Promise<void>;
}

/**
 * Starts the classic notebook server on `NOTEBOOK_PORT` over a fresh folder holding a copy of the example
 * notebook, trusted with `jupyter trust` (its signature goes to this run's own data folder, never the user's).
 * The kernel inherits `environment` (MARGINALIA_URL, MARGINALIA_API_KEY, …).
 */
export async function startJupyter(binary: string, environment: Record<string, string>): Promise<RunningJupyter> {
  const folder = mkdtempSync(join(tmpdir(), 'marginalia-notebook-'));
  const notebooks = join(folder, 'notebooks');
  mkdirSync(notebooks);
  copyFileSync(NOTEBOOK_FILE, join(notebooks, 'annotate.ipynb'));
  const env = {
    ...process.env,
    ...environment,
    JUPYTER_CONFIG_DIR: join(folder, 'config'),
    JUPYTER_DATA_DIR: join(folder, 'data'),
    JUPYTER_RUNTIME_DIR: join(folder, 'runtime'),
    IPYTHONDIR: join(folder, 'ipython'),
  };
  // `jupyter trust` is nbformat's signing command; Debian ships no `jupyter-trust` script, so it runs as the module
  // with the notebook's own Python (the interpreter its script names).
  const python = /^#!\s*(\S+)/.exec(readFileSync(binary, 'utf8'))?.[1] ?? 'python3';
  const trust = spawnSync(python, ['-m', 'nbformat.sign', join(notebooks, 'annotate.ipynb')], { env, encoding: 'utf8' });
  if (trust.status !== 0) throw new Error(`jupyter trust failed: ${trust.stderr}`);
  const server: ChildProcess = spawn(
    binary,
    [
      '--no-browser',
      '--ip=127.0.0.1',
      `--port=${NOTEBOOK_PORT}`,
      '--port-retries=0',
      `--notebook-dir=${notebooks}`,
      // Only this machine's loopback reaches it, for the run's length: no token or password to type.
      '--NotebookApp.token=',
      '--NotebookApp.password=',
      // CI runs as root, which the notebook server refuses unless told.
      ...(process.getuid?.() === 0 ? ['--allow-root'] : []),
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  server.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`jupyter-notebook exited:\n${output.join('')}`);
    try {
      if ((await fetch(`${NOTEBOOK_URL}/api`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`jupyter-notebook did not start:\n${output.join('')}`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    folder: notebooks,
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
        if (server.exitCode === null) server.kill('SIGKILL');
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Opens the notebook and waits for its kernel. */
export async function openNotebook(page: Page, name: string) {
  await page.goto(`${NOTEBOOK_URL}/notebooks/${name}`);
  await page.waitForFunction(
    () => (window as unknown as JupyterWindow).Jupyter?.notebook?.kernel?.is_connected?.() === true,
    undefined,
    { timeout: 60_000 },
  );
}

interface JupyterWindow {
  Jupyter?: {
    notebook?: {
      trusted: boolean;
      /** Unsaved changes: leaving the page then asks to confirm (`beforeunload`). */
      dirty: boolean;
      /** The kernel reported itself busy and not idle since: leaving the page then asks to confirm too. */
      kernel_busy: boolean;
      save_notebook(): Promise<unknown>;
      kernel?: { is_connected?(): boolean };
      get_cells(): { cell_type: string; input_prompt_number?: number | '*' | null }[];
    };
  };
}

/** Whether the open notebook is trusted (its HTML outputs, scripts included, are shown as they are). */
export function isTrusted(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as JupyterWindow).Jupyter!.notebook!.trusted);
}

/**
 * Saves the notebook (its outputs signed, so it opens trusted) and waits until Jupyter would let the page go without
 * asking: saved, and staying saved (output that arrives just after a save marks it changed again), with the kernel
 * idle. Leaving a changed notebook, or one whose kernel last said it was busy, asks to confirm (`beforeunload`),
 * which the browser blocks and logs as an error. Checking only for unsaved changes, the flow still failed on that
 * error in 1 of 2 clean runs.
 */
export async function saveNotebook(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const notebook = (window as unknown as JupyterWindow).Jupyter!.notebook!;
          if (notebook.dirty) await notebook.save_notebook();
          await new Promise((resolve) => setTimeout(resolve, 250));
          return notebook.dirty || notebook.kernel_busy;
        }),
      { timeout: 30_000 },
    )
    .toBe(false);
}

/** Waits until no code cell is queued or running (their prompt shows `*` from the moment they are run). */
export async function waitForCellsDone(page: Page) {
  await page.waitForFunction(
    () =>
      (window as unknown as JupyterWindow)
        .Jupyter!.notebook!.get_cells()
        .every((cell) => cell.input_prompt_number !== '*'),
    undefined,
    { timeout: 60_000 },
  );
}

/** Runs every cell from the menu, as a user does: Cell → Run All. */
export async function runAllCells(page: Page) {
  await page.locator('#celllink').click();
  await page.locator('#run_all_cells > a').click();
}

/** Kernel → Restart & Run All, confirmed in its dialog. */
export async function restartAndRunAll(page: Page) {
  await page.locator('#kernellink').click();
  await page.locator('#restart_run_all > a').click();
  await page.getByRole('button', { name: 'Restart and Run All Cells' }).click();
}

/**
 * Counts the event listeners the Marginalia scripts (everything the page loaded from `scriptPrefix`) hold: on
 * `window`, and on `document` and every node below it, shadow roots included. Listeners left by disposed
 * elements (a session's online or visibility watch) or added twice by a second copy of the bundle show here.
 */
export async function marginaliaListeners(client: CDPSession, scripts: Map<string, string>, scriptPrefix: string) {
  const counted = async (expression: string, subtree: boolean) => {
    const { result } = await client.send('Runtime.evaluate', { expression });
    const { listeners } = await client.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId!,
      ...(subtree ? { depth: -1, pierce: true } : {}),
    });
    await client.send('Runtime.releaseObject', { objectId: result.objectId! });
    return listeners.filter((listener) => scripts.get(listener.scriptId)?.startsWith(scriptPrefix)).map((listener) => listener.type);
  };
  const onWindow = await counted('window', false);
  const inDocument = await counted('document', true);
  return { window: onWindow.length, document: inDocument.length, types: [...onWindow, ...inDocument].sort() };
}

/**
 * {@link marginaliaListeners} once two readings 250 ms apart agree (at most `timeout` ms, then the last reading):
 * an element that has just announced itself may still be adding or dropping a listener of a part it mounts after
 * its first paint, and a count taken mid-way differs by one from the settled one without anything leaking.
 */
export async function settledMarginaliaListeners(
  client: CDPSession,
  scripts: Map<string, string>,
  scriptPrefix: string,
  timeout = 10_000,
) {
  const deadline = Date.now() + timeout;
  let last = await marginaliaListeners(client, scripts, scriptPrefix);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const next = await marginaliaListeners(client, scripts, scriptPrefix);
    if (JSON.stringify(next) === JSON.stringify(last) || Date.now() > deadline) return next;
    last = next;
  }
}

/** Starts recording which URL each script has (CDP's `Debugger.scriptParsed`), for `marginaliaListeners`. */
export async function recordScripts(client: CDPSession): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  client.on('Debugger.scriptParsed', (event) => scripts.set(event.scriptId, event.url));
  await client.send('Debugger.enable');
  await client.send('DOM.enable');
  return scripts;
}
