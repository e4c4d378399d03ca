// `node scripts/e2e-durations.mjs [test-reports/playwright.json]`: writes tooling/e2e-durations.json, each browser
// spec file's wall time (ms, summed over its tests and retries) in that Playwright JSON report. `npm test` splits the
// spec files into its shards by these figures (longest first onto the shard with the least); a file missing from
// them counts as the median. Refresh it after a full `npm test` when specs were added or got much slower.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib/workspace.mjs';

const report = JSON.parse(readFileSync(process.argv[2] ?? join(root, 'test-reports', 'playwright.json'), 'utf8'));
const durations = {};
const visit = (suite, file) => {
  const path = suite.file ?? file;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      for (const result of test.results ?? []) durations[path] = (durations[path] ?? 0) + (result.duration ?? 0);
    }
  }
  for (const child of suite.suites ?? []) visit(child, path);
};
for (const suite of report.suites ?? []) visit(suite, suite.file);
// Paths relative to the repository root, as npm test lists them (the report's are relative to testDir, the root).
// The browser shards' spec files only: npm test's report also holds the visual suite's files, which are not sharded.
const sorted = Object.fromEntries(
  Object.entries(durations)
    .filter(([file]) => file.endsWith('.spec.ts'))
    .sort(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(join(root, 'tooling', 'e2e-durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
process.stdout.write(`${Object.keys(sorted).length} spec files, ${Math.round(Object.values(sorted).reduce((a, b) => a + b, 0) / 60000)} min in all\n`);
