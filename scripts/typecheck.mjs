// A package's `typecheck` script (`node ../../scripts/typecheck.mjs <tsconfig>…`, from the package's folder): checks
// each tsconfig project with TypeScript 7, the native compiler (issue 27: the whole workspace's check took ~176 s
// of CPU with TypeScript 5.9 and takes ~71 s with 7, measured side by side). It is the root's `typescript-native`
// (an alias of typescript@7), called by its path: the build tools (tsup's declarations, typescript-eslint,
// VitePress) need TypeScript 5.9's programmatic API, which 7 does not have, so the `typescript` package stays 5.9.
// (pnpm links the root's `tsc` command to the higher version, 7; the path below does not depend on that.)
// Every project is checked, also after one fails, so one run reports every error; the exit status is the first
// failure's.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/workspace.mjs';

const projects = process.argv.slice(2);
if (projects.length === 0) {
  process.stderr.write('usage: node scripts/typecheck.mjs <tsconfig.json>…\n');
  process.exit(2);
}
const tsc = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');
let status = 0;
for (const project of projects) {
  const result = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (status === 0) status = result.status ?? 1;
}
process.exit(status);
