// Packaging checks of `npm test` (issue 13), after the packages are built:
//   1. publint and are-the-types-wrong on core, react and elements (what is published resolves and is typed);
//   2. the consumer test: the packed tarballs installed into fresh React 18 / React 19 Vite apps and a plain
//      page, built (the browser tests then load them: examples/elements-demo/e2e/embed-hosts.spec.ts);
//   3. Storybook's static build (react's stories and the elements' stories);
//   4. a changesets release dry run on a copy of the repository: `changeset version`, then `pnpm pack`.
// The elements' size budget is checked by their build (packages/elements/scripts/check-size.mjs).
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { buildHosts } from '../examples/elements-demo/scripts/build-hosts.mjs';
import { childEnv, log, pnpm, root } from './lib/workspace.mjs';

const PUBLISHED = ['core', 'react', 'elements'];

log('Packaging: publint and are-the-types-wrong (core, react, elements)');
for (const name of PUBLISHED) {
  pnpm(['exec', 'publint', '--strict', `packages/${name}`]);
  // ESM only by design: the CommonJS resolutions are not offered.
  pnpm(['exec', 'attw', '--pack', `packages/${name}`, '--profile', 'esm-only', '--format', 'table-flipped']);
}

log('Packaging: the packed tarballs in React 18 and React 19 Vite apps and a plain page');
buildHosts();

log('Packaging: Storybook static build');
pnpm(['--filter', '@marginalia/react', 'build-storybook']);

log('Packaging: changesets release dry run on a copy');
releaseDryRun();

/** `changeset version` on a copy (the repository is never touched), then `pnpm pack` of the bumped packages. */
function releaseDryRun() {
  const copy = mkdtempSync(join(tmpdir(), 'marginalia-release-'));
  try {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
    for (const file of files.split('\n').filter(Boolean)) cpSync(join(root, file), join(copy, file));
    for (const name of PUBLISHED) {
      cpSync(join(root, 'packages', name, 'dist'), join(copy, 'packages', name, 'dist'), { recursive: true });
    }
    execFileSync(join(root, 'node_modules/.bin/changeset'), ['version'], { cwd: copy, env: childEnv, stdio: 'inherit' });
    // pnpm pack resolves `workspace:` ranges from what is installed: the published packages, from the store.
    const filters = PUBLISHED.flatMap((name) => ['--filter', `./packages/${name}`]);
    execFileSync('pnpm', ['install', '--offline', '--ignore-scripts', '--no-frozen-lockfile', '--reporter=silent', ...filters], {
      cwd: copy,
      env: childEnv,
      stdio: 'inherit',
    });
    const released = [];
    for (const name of PUBLISHED) {
      const folder = join(copy, 'packages', name);
      const { name: packageName, version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
      const tarball = execFileSync('pnpm', ['pack', '--pack-destination', copy], { cwd: folder, env: childEnv, encoding: 'utf8' })
        .trim()
        .split('\n')
        .at(-1);
      // What a registry would get: the new version, and workspace ranges replaced by real ones.
      const packed = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' }));
      if (packed.version !== version || JSON.stringify(packed).includes('workspace:')) {
        throw new Error(`${packageName}: the packed manifest is not releasable`);
      }
      released.push(`${packageName}@${version}`);
    }
    process.stdout.write(`Release dry run: changeset version, then pnpm pack of ${released.join(', ')}\n`);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
