import type { Page } from '@playwright/test';
import { axeInPage } from '../../visual/testing/axeInPage';

/** The WCAG A and AA rules the flows hold every screen to. */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe with the WCAG A/AA rules (and `extraTags`, e.g. `wcag2aaa` for the high-contrast theme) over the whole page,
 * or over the regions `within` selects; only serious and critical violations count, each as `rule: target, target…`. axe runs in the page, loaded once
 * per document (`axeInPage`, shared with the visual suite), not through AxeBuilder's reload of axe and blank page on
 * every run.
 */
export async function seriousViolations(
  page: Page,
  extraTags: readonly string[] = [],
  within: readonly string[] = [],
): Promise<string[]> {
  const results = await axeInPage(
    page,
    { runOnly: { type: 'tag', values: [...WCAG_A_AA, ...extraTags] } },
    within,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
