// The tests that failed, or passed only on a retry, named in `npm test`'s last lines: CI keeps only the end of its
// output, and a count alone does not say which test to look at.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

/** The first line of a failure message, without terminal colours, cut to `limit` characters. */
function firstLine(message, limit = 240) {
  // eslint-disable-next-line no-control-regex -- terminal colour codes
  const plain = String(message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((text) => text.trim() !== '') ?? '';
  return line.length > limit ? `${line.slice(0, limit - 1)}…` : line.trim();
}

/**
 * Vitest's JSON report: a line per test that failed (✘) or passed only on a retry (flaky: it passed with the
 * failed attempt's messages), or per file that failed without a test (say, it did not load).
 */
export function vitestOutcomes(file, root) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const lines = [];
  for (const result of report.testResults ?? []) {
    const name = relative(root, result.name);
    let failedTests = 0;
    for (const test of result.assertionResults ?? []) {
      const flaky = test.status === 'passed' && (test.failureMessages ?? []).length > 0;
      if (test.status === 'failed') failedTests += 1;
      else if (!flaky) continue;
      lines.push(`unit ${flaky ? 'flaky' : '✘'} ${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failedTests === 0 && result.status === 'failed') lines.push(`unit ✘ ${name}: ${firstLine(result.message)}`);
  }
  return lines;
}

/** Playwright's JSON report: a line per test that failed (✘) or passed only on a retry (flaky). */
export function playwrightOutcomes(file, label) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const lines = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = (test.results ?? []).map((result) => result.error?.message).find(Boolean);
        const mark = test.status === 'flaky' ? 'flaky' : '✘';
        lines.push(`${label} ${mark} ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  for (const error of report.errors ?? []) lines.push(`${label} ✘ ${firstLine(error.message)}`);
  return lines;
}
