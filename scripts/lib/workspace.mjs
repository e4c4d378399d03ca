// Install and build steps shared by `npm start` and `npm test`. A fresh machine has only Node and npm:
// everything else (pnpm, the workspace's packages, Debian's chromium) is brought in from here.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

/** Environment for every child: no tool may download a browser of its own. */
export const childEnv = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  npm_config_update_notifier: 'false',
};

export function log(message) {
  process.stdout.write(`\n› ${message}\n`);
}

/** Runs a command in the repo root, streaming its output; exits the process when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: childEnv, ...options });
  if (result.status !== 0 && !options.allowFailure) {
    process.stderr.write(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})\n`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

/** pnpm from PATH when it is the pinned major, else through npx (npm's own registry). */
function pnpmCommand() {
  try {
    const version = execFileSync('pnpm', ['--version'], { encoding: 'utf8', env: childEnv }).trim();
    if (version.split('.')[0] === PNPM_VERSION.split('.')[0]) return ['pnpm', []];
  } catch {
    // not installed: fall through to npx
  }
  return ['npx', ['--yes', `pnpm@${PNPM_VERSION}`]];
}

export function pnpm(args, options) {
  const [command, prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

/**
 * Runs a command in the repo root without blocking, its output (stdout and stderr, in order) written to
 * `logFile` (or shared with this process: `stdio: 'inherit'`); resolves with its exit status (never rejects). For steps of `npm test` that run side by side: the
 * caller prints each log when its step ends, so the outputs do not interleave.
 */
export function runAsync(command, args, { logFile, append = false, env = childEnv, cwd = root, stdio } = {}) {
  return new Promise((resolvePromise) => {
    const out = logFile ? createWriteStream(logFile, { flags: append ? 'a' : 'w' }) : null;
    const child = spawn(command, args, { cwd, env, stdio: stdio === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    if (out) {
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
    }
    let settled = false;
    const finish = (status) => {
      if (settled) return;
      settled = true;
      if (out) out.end(() => resolvePromise(status));
      else resolvePromise(status);
    };
    child.once('error', (error) => {
      (out ?? process.stderr).write(`\n${command}: ${error.message}\n`);
      finish(1);
    });
    child.once('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

/** The command and arguments that run `pnpm <args>` (the pinned pnpm, from PATH or through npx). */
export function pnpmCommandLine(args) {
  const [command, prefix] = pnpmCommand();
  return [command, [...prefix, ...args]];
}

function manifestHash() {
  const hash = createHash('sha256');
  for (const file of ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml']) {
    if (existsSync(join(root, file))) hash.update(readFileSync(join(root, file)));
  }
  for (const dir of ['packages/core', 'packages/react', 'packages/elements', 'packages/server', 'packages/hub-stand-in', 'examples/web-app']) {
    const manifest = join(root, dir, 'package.json');
    if (existsSync(manifest)) hash.update(readFileSync(manifest));
  }
  // A changed pnpm patch (patches/, listed in package.json's patchedDependencies) needs an install too.
  const patches = join(root, 'patches');
  if (existsSync(patches)) for (const file of readdirSync(patches).sort()) hash.update(readFileSync(join(patches, file)));
  return hash.digest('hex');
}

/** Installs the workspace's dependencies unless the manifests are unchanged since the last install. */
export function ensureInstalled() {
  const stamp = join(root, 'node_modules', '.install-stamp');
  const hash = manifestHash();
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return;
  log('Installing dependencies (pnpm)…');
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) && process.env.CI ? ['--frozen-lockfile'] : [];
  pnpm(['install', ...frozen]);
  writeFileSync(stamp, hash);
}

/** Builds every package and the web app, or only the packages the pnpm `filters` select (e.g. `pkg...`). */
export function build(filters = []) {
  log(filters.length ? `Building ${filters.join(', ')}…` : 'Building packages and the web app…');
  pnpm(['-r', ...filters.flatMap((filter) => ['--filter', filter]), 'run', 'build']);
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The first of `paths` (unset ones skipped) that exists, or undefined. */
const firstExisting = (...paths) => paths.filter(Boolean).find((path) => existsSync(path));

const JUPYTER_NOTEBOOK = '/usr/bin/jupyter-notebook';
/** The Chromium that is here: $CHROMIUM_PATH, or Debian's package. */
const installedChromium = () => firstExisting(process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser');
/** The classic notebook that is here: $JUPYTER_NOTEBOOK_PATH, or Debian's package. */
const installedJupyterNotebook = () => firstExisting(process.env.JUPYTER_NOTEBOOK_PATH, JUPYTER_NOTEBOOK);

/** The Chromium that browser tests drive: $CHROMIUM_PATH, or Debian's package (installed when missing). */
export function ensureChromium() {
  const found = installedChromium();
  if (found) return found;
  if (!isRoot()) {
    process.stderr.write('✗ No Chromium found. Install Debian\'s package: sudo apt-get install -y chromium\n');
    process.exit(1);
  }
  log("Installing Debian's chromium package…");
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    env: { ...childEnv, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return '/usr/bin/chromium';
}

/** The pgvector packages Debian could add for the local PostgreSQL majors (`postgresql-<major>-pgvector`). */
function missingPgvectorPackages() {
  if (!existsSync('/usr/lib/postgresql')) return [];
  return readdirSync('/usr/lib/postgresql')
    .map((major) => `postgresql-${major}-pgvector`)
    .filter((name) => spawnSync('dpkg', ['-s', name], { stdio: 'ignore' }).status !== 0);
}

/**
 * Debian's classic Jupyter Notebook (`jupyter-notebook`, 6.4 on Debian 12) for the notebook browser flow:
 * $JUPYTER_NOTEBOOK_PATH, or the package, installed when missing and this runs as root. Without it the flow is
 * skipped with a message saying how to install it (never a failure: a user's machine may have no root).
 */
export function ensureJupyterNotebook() {
  const found = installedJupyterNotebook();
  if (found) return found;
  if (!isRoot()) {
    log("No jupyter-notebook found and not root: the notebook flow is skipped (sudo apt-get install -y jupyter-notebook).");
    return null;
  }
  log("Installing Debian's jupyter-notebook package…");
  const env = { ...childEnv, DEBIAN_FRONTEND: 'noninteractive' };
  const install = ['install', '-y', '--no-install-recommends', 'jupyter-notebook'];
  // The package lists may be stale or absent on a fresh machine: update once and try again.
  if (run('apt-get', install, { env, allowFailure: true }) !== 0) {
    run('apt-get', ['update'], { allowFailure: true });
    run('apt-get', install, { env, allowFailure: true });
  }
  return installedJupyterNotebook() ?? null;
}

/**
 * `npm test`'s Debian packages without blocking (issue 27: on a fresh machine they took minutes that the install,
 * lint and build do not need): Chromium (required), the classic notebook and pgvector (both optional), one apt
 * session after another, since apt allows one at a time. Their output goes to `logFile`. Returns
 * `{ installed, pgvectorReady }`: `installed` resolves with the paths the browser tests use,
 * `{ chromium, jupyterNotebook }` (jupyterNotebook null when it could not be had), and exits the process when
 * Chromium is missing and cannot be installed, as ensureChromium does; `pgvectorReady` resolves once pgvector is in
 * or known to be missing from Debian (at once when this session has nothing to do for it), which is all the unit
 * tests wait for.
 */
export function ensureTestSystemPackages({ logFile, pgvector }) {
  const chromiumFound = installedChromium();
  const jupyterFound = installedJupyterNotebook();
  const wanted = [...(chromiumFound ? [] : ['chromium']), ...(jupyterFound ? [] : ['jupyter-notebook'])];
  // pgvector when Debian has it. Alone it is looked up in the package lists as they are (an update only to find it
  // missing cost every run seconds); beside a package that needs the update, after it.
  const missingVectors = isRoot() && pgvector ? missingPgvectorPackages() : [];
  const known = (name) => spawnSync('apt-cache', ['show', name], { stdio: 'ignore' }).status === 0;
  const vectors = wanted.length > 0 ? missingVectors : missingVectors.filter(known);
  if (!isRoot() || wanted.length + vectors.length === 0) {
    // Not root: the synchronous helpers say what is missing (Chromium ends the run, the notebook is skipped).
    const found = { chromium: chromiumFound ?? ensureChromium(), jupyterNotebook: jupyterFound ?? ensureJupyterNotebook() };
    return { installed: Promise.resolve(found), pgvectorReady: Promise.resolve() };
  }
  log(`Installing Debian packages in the background: ${[...wanted, ...vectors].join(', ')} (output in ${logFile})…`);
  // Shell scripts, not a chain of awaits: the synchronous install step that follows must not hold them up. The
  // package lists may be absent on a fresh machine, so the first updates them; then pgvector, which the unit tests
  // wait for, alone — they start as soon as it is in or known to be missing, not after Chromium and the notebook.
  const env = { ...childEnv, DEBIAN_FRONTEND: 'noninteractive' };
  const listsAndVectors = [
    'apt-get update',
    ...vectors.map((name) => `if apt-cache show ${name} >/dev/null 2>&1; then ${aptInstall([name])}; else echo "${name} is not in the package lists here: the PostgreSQL suite runs without pgvector."; fi`),
  ].join('\n');
  const pgvectorReady = runAsync('sh', ['-c', listsAndVectors], { env, logFile }).then(() => undefined);
  const installed = pgvectorReady.then(() => installBrowsers({ logFile, env, wanted }));
  return { installed, pgvectorReady: vectors.length > 0 ? pgvectorReady : Promise.resolve() };
}

/** The shell command that installs Debian `packages` without their recommended ones. */
const aptInstall = (packages) => `apt-get install -y --no-install-recommends ${packages.join(' ')}`;

/** Chromium and the notebook from Debian, once the package lists are fresh; Chromium missing afterwards ends the run. */
async function installBrowsers({ logFile, env, wanted }) {
  if (wanted.length) {
    // When the joint install fails (the notebook is optional), each package alone, so Chromium still comes.
    const script = `${aptInstall(wanted)} || { ${wanted.map((name) => `${aptInstall([name])};`).join(' ')} }`;
    await runAsync('sh', ['-c', script], { env, logFile, append: true });
  }
  const chromium = installedChromium();
  if (!chromium) {
    process.stderr.write(`✗ Chromium could not be installed (apt-get's output: ${logFile})\n`);
    process.exit(1);
  }
  return { chromium, jupyterNotebook: installedJupyterNotebook() ?? null };
}
