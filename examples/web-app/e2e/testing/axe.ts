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
  await transitionsEnded(page);
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

/**
 * Waits for the page's running transitions (and other animations that end) to finish: a colour read halfway through
 * one, such as an option chip's fill fading as its state changes, can fail a contrast check that the settled page
 * passes (the dark annotation page's bulk view did so once under a CI run's load). Endless or paused animations
 * are not waited for.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
