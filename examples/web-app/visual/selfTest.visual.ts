import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { baselinePath, comparePngs, MAX_DIFF_PIXELS, UPDATING } from './testing/compare';
import { SCREENS } from './testing/screens';
import { prepare, settle, stableScreenshot } from './testing/stablePage';

// The suite catches a one-pixel layout change: the sign-in screen matches its baseline, and once one element
// (the Sign in button) moves down by one pixel, pixelmatch reports differing pixels against the baseline and
// against the screenshot taken just before.

test('a one-pixel move of one element is caught', async ({ page }) => {
  const screen = SCREENS.find((candidate) => candidate.name === 'sign-in')!;
  await page.setViewportSize({ width: 1440, height: 900 });
  await prepare(page, 'light', false);
  await page.goto(await screen.path(() => Promise.reject(new Error('no dataset'))));
  await screen.ready(page);
  await settle(page);
  const before = await stableScreenshot(page);
  const baseline = baselinePath('sign-in', 'light-1440');
  if (!UPDATING) {
    expect(existsSync(baseline), 'the sign-in baseline exists').toBe(true);
    expect(comparePngs(before, readFileSync(baseline)).diffPixels, 'unchanged: no pixel differs').toBeLessThanOrEqual(MAX_DIFF_PIXELS);
  }

  await page.getByRole('button', { name: 'Sign in' }).evaluate((button) => {
    (button as HTMLElement).style.setProperty('position', 'relative', 'important');
    (button as HTMLElement).style.setProperty('top', '1px', 'important');
  });
  const after = await stableScreenshot(page);
  const moved = comparePngs(after, before);
  expect(moved.sizeMismatch).toBe(false);
  expect(moved.diffPixels, 'pixels that differ once the button moved by 1 px').toBeGreaterThan(MAX_DIFF_PIXELS);
  if (!UPDATING) {
    expect(comparePngs(after, readFileSync(baseline)).diffPixels, 'against the baseline').toBeGreaterThan(MAX_DIFF_PIXELS);
  }
});
