import { expect, test, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { DEMO_URL, FIRST_PAINT, datasetId, newAnnotator } from './testing/demo';

// Scenario 2 of issue 13: a page with a reset, Bootstrap-like rules and hostile global styles.

async function shownElement(page: Page, path: string) {
  await page.goto(`${DEMO_URL}/${path}`);
  const view = page.locator('mg-annotation-view');
  await expect(view.getByRole('article', { name: 'Record' })).toBeVisible(FIRST_PAINT);
  await expect(view.getByRole('button', { name: 'Submit' })).toBeVisible();
  // Let on-demand parts and the first paint settle before the picture.
  await expect(view.locator('[aria-busy="true"]')).toHaveCount(0);
  return view;
}

test('the element looks the same on a hostile page, and the page keeps its own styles', async ({ page, request }) => {
  // Two pages to load and two screenshots to compare: over a minute on a busy machine.
  test.setTimeout(150_000);
  const dataset = await datasetId(request, 'product-reviews');
  const { apiKey } = await newAnnotator(request, 'hostile');
  const query = `?dataset=${dataset}&key=${apiKey}`;
  await page.setViewportSize({ width: 1280, height: 900 });

  const plainShot = await (await shownElement(page, `plain.html${query}`)).screenshot({ animations: 'disabled' });
  const hostileView = await shownElement(page, `hostile.html${query}`);
  const hostileShot = await hostileView.screenshot({ animations: 'disabled' });
  // Kept beside the results, to look at when the comparison fails.
  writeFileSync(test.info().outputPath('plain.png'), plainShot);
  writeFileSync(test.info().outputPath('hostile.png'), hostileShot);
  const plain = PNG.sync.read(plainShot);
  const hostile = PNG.sync.read(hostileShot);

  expect([hostile.width, hostile.height]).toEqual([plain.width, plain.height]);
  const differing = pixelmatch(plain.data, hostile.data, null, plain.width, plain.height, { threshold: 0.1 });
  // Within a small tolerance: text anti-aliasing may differ by a few pixels, a leaked style changes thousands.
  expect(differing / (plain.width * plain.height)).toBeLessThan(0.002);

  // The element's inside is the element's: its buttons show and its text keeps its own size and font.
  const submit = hostileView.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeVisible();
  expect(await submit.evaluate((button) => getComputedStyle(button).fontSize)).not.toBe('30px');
  // The page's elements keep the page's computed styles.
  await expect(page.locator('#page-button')).toHaveCSS('background-color', 'rgb(13, 110, 253)');
  await expect(page.locator('#page-button')).toHaveCSS('font-size', '30px');
  await expect(page.locator('#hidden-button')).toHaveCSS('display', 'none');
  await expect(page.locator('#page-text')).toHaveCSS('font-size', '30px');
  await expect(page.locator('#page-text')).toHaveCSS('color', 'rgb(120, 0, 120)');
  await expect(page.locator('#page-text')).toHaveCSS('text-transform', 'uppercase');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(250, 240, 200)');
});
