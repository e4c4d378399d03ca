// The size budget of the elements' bundles (issue 13), printed and checked: `node scripts/check-size.mjs`
// after `pnpm build`. Exits 1 when an entry is over its budget.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { sizeOf } from './bundleSizes.mjs';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const KB = 1024;
const BUDGETS = {
  'marginalia-elements.js': 350 * KB,
  'marginalia-elements.iife.js': 350 * KB,
  'mg-annotation-view.js': 200 * KB,
};
/** The classic script imports the module bundle by a computed URL: its size is its own plus that bundle's. */
const CLASSIC = 'marginalia-elements.iife.js';

function entrySize(file) {
  if (file !== CLASSIC) return sizeOf(join(dist, file));
  const bundle = sizeOf(join(dist, 'marginalia-elements.js'));
  return { ...bundle, eagerGzip: bundle.eagerGzip + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length };
}

if (!existsSync(join(dist, 'marginalia-elements.js'))) {
  process.stderr.write('No build: run `pnpm --filter @marginalia/elements build` first.\n');
  process.exit(1);
}
const entries = readdirSync(dist).filter((file) => file in BUDGETS || /^mg-.*\.js$/.test(file));
if (!entries.includes(CLASSIC)) {
  process.stderr.write(`No ${CLASSIC}: the build is incomplete.\n`);
  process.exit(1);
}
let over = 0;
process.stdout.write('Elements bundle sizes (gzip, loaded before the entry runs; on-demand chunks apart):\n');
for (const file of entries.sort()) {
  const { eagerGzip, lazy } = entrySize(file);
  const budget = BUDGETS[file];
  const verdict = budget === undefined ? '' : eagerGzip <= budget ? ` ≤ ${budget / KB} KB ✓` : ` > ${budget / KB} KB ✗`;
  if (budget !== undefined && eagerGzip > budget) over += 1;
  const onDemand = lazy.map((chunk) => `${chunk.file.replace(/^chunks\//, '').replace(/-[\w-]+\.js$/, '')} ${(chunk.gzip / KB).toFixed(1)}`);
  process.stdout.write(
    `  ${file.padEnd(24)} ${(eagerGzip / KB).toFixed(1).padStart(6)} KB${verdict}` +
      (onDemand.length ? `   on demand: ${onDemand.join(', ')} KB` : '') + '\n',
  );
}
process.exit(over === 0 ? 0 : 1);
