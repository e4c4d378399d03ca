// Builds the demo's host apps from packed packages, as a user installs them: `pnpm pack` of core, react and
// elements, then each host in a fresh temporary folder outside the workspace (`pnpm install` from the
// registry and the tarballs, peer dependencies strict), `vite build` into examples/elements-demo/dist/hosts/.
//   react18/  a React 18 app embedding the elements
//   react19/  a React 19 app with @marginalia/react components and the elements
//   plain/    a plain HTML page loading the installed package's bundle
// Usage: node examples/elements-demo/scripts/build-hosts.mjs   (the packages must be built)
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const demo = fileURLToPath(new URL('..', import.meta.url));
const root = resolve(demo, '../..');
const out = join(demo, 'dist/hosts');
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', npm_config_update_notifier: 'false' };
const run = (command, args, cwd) => execFileSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'inherit'] }).toString();

/** Packs core, react and elements into `folder` as core.tgz, react.tgz, elements.tgz. */
export function packPackages(folder) {
  for (const name of ['core', 'react', 'elements']) {
    const before = new Set(readdirSync(folder));
    run('pnpm', ['pack', '--pack-destination', folder], join(root, 'packages', name));
    const packed = readdirSync(folder).find((file) => !before.has(file) && file.endsWith('.tgz'));
    renameSync(join(folder, packed), join(folder, `${name}.tgz`));
  }
}

function install(app, tarballs) {
  const manifest = join(app, 'package.json');
  writeFileSync(manifest, readFileSync(manifest, 'utf8').replaceAll('{{TARBALLS}}', tarballs));
  // Outside the workspace, with peer dependency conflicts as errors: a React 18 app must install cleanly.
  writeFileSync(join(app, '.npmrc'), 'strict-peer-dependencies=true\nauto-install-peers=false\n');
  run('pnpm', ['install', '--ignore-workspace', '--no-frozen-lockfile', '--reporter=silent'], app);
}

export function buildHosts() {
  const work = mkdtempSync(join(tmpdir(), 'marginalia-hosts-'));
  try {
    const tarballs = join(work, 'tarballs');
    mkdirSync(tarballs);
    packPackages(tarballs);
    rmSync(out, { recursive: true, force: true });
    for (const host of ['react18', 'react19']) {
      const app = join(work, host);
      cpSync(join(demo, 'hosts', host), app, { recursive: true });
      cpSync(join(demo, 'hosts/vite.config.js'), join(app, 'vite.config.js'));
      install(app, tarballs);
      execFileSync(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
        cwd: app,
        env: { ...env, HOST_OUT_DIR: join(out, host) },
        stdio: 'inherit',
      });
    }
    // The plain page: the installed package's dist, as a site would copy it.
    const plain = join(work, 'plain');
    mkdirSync(plain);
    writeFileSync(join(plain, 'package.json'), JSON.stringify({ private: true, dependencies: { '@marginalia/elements': 'file:{{TARBALLS}}/elements.tgz' } }));
    install(plain, tarballs);
    cpSync(join(demo, 'hosts/plain'), join(out, 'plain'), { recursive: true });
    cpSync(join(plain, 'node_modules/@marginalia/elements/dist'), join(out, 'plain/elements'), { recursive: true });
    process.stdout.write(`Host apps built from the packed packages into ${out}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildHosts();
