import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { ROOT } from './compare';

interface Failure {
  screen: string;
  theme: string;
  width: number;
  check: string;
  detail: string;
}

/**
 * Writes test-reports/visual/failures.md (and .json): one row per failed check (screen × theme × width × check),
 * and prints how many there are per check. Tests that broke before their checks (a screen that never got ready)
 * are listed with their error.
 */
export default class SummaryReporter implements Reporter {
  private readonly failures: Failure[] = [];
  /** Time per phase (the tests' steps: open, settle, screenshot, layout, axe) summed over the tests (ms). */
  private readonly phases = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    for (const step of result.steps) {
      if (step.category === 'test.step') this.phases.set(step.title, (this.phases.get(step.title) ?? 0) + step.duration);
    }
    const noted = [...test.annotations, ...(result.annotations ?? [])]
      .filter((annotation) => annotation.type === 'visual-failure' && annotation.description)
      .map((annotation) => JSON.parse(annotation.description!) as Failure);
    const unique = new Map(noted.map((failure) => [`${failure.theme}|${failure.check}|${failure.detail}`, failure]));
    this.failures.push(...unique.values());
    if (result.status !== 'passed' && result.status !== 'skipped' && unique.size === 0) {
      const [screen = test.title, width = '0'] = test.title.split(' · ');
      const theme = 'all';
      const message = (result.error?.message ?? result.status).split('\n')[0]!.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
      this.failures.push({ screen, theme, width: Number(width), check: 'broken', detail: message });
    }
  }

  onEnd(): void {
    const out = join(ROOT, 'test-reports', 'visual');
    mkdirSync(out, { recursive: true });
    const rows = [...this.failures].sort((a, b) =>
      `${a.check}|${a.screen}|${a.width}|${a.theme}`.localeCompare(`${b.check}|${b.screen}|${b.width}|${b.theme}`),
    );
    const escape = (text: string) => text.replace(/\|/g, '\\|');
    const table = [
      '| screen | theme | width | check | detail |',
      '| --- | --- | --- | --- | --- |',
      ...rows.map((row) => `| ${row.screen} | ${row.theme} | ${row.width} | ${row.check} | ${escape(row.detail)} |`),
    ];
    writeFileSync(join(out, 'failures.md'), `# Visual suite: failed checks\n\n${rows.length === 0 ? 'None.' : table.join('\n')}\n`);
    writeFileSync(join(out, 'failures.json'), JSON.stringify(rows, null, 2));
    const perCheck = new Map<string, number>();
    for (const row of rows) perCheck.set(row.check, (perCheck.get(row.check) ?? 0) + 1);
    const counts = [...perCheck].map(([check, count]) => `${check}: ${count}`).join(', ');
    process.stdout.write(`\nVisual suite: ${rows.length} failed checks${counts ? ` (${counts})` : ''}; test-reports/visual/failures.md\n`);
    const phases = [...this.phases].map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(0)} s`).join(', ');
    if (phases) process.stdout.write(`Time per phase, summed over the tests: ${phases}\n`);
  }
}
