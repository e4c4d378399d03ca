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

/** Every computed style of each of the page's own elements (the light DOM, the elements' hosts left out), by path. */
function pageStyles(page: Page) {
  return page.evaluate(() => {
    const styles: Record<string, Record<string, string>> = {};
    const pathOf = (element: Element): string =>
      element.parentElement ? `${pathOf(element.parentElement)} > ${element.localName}:nth-child(${[...element.parentElement.children].indexOf(element) + 1})` : element.localName;
    for (const element of document.querySelectorAll('body, body *')) {
      if (element.localName.startsWith('mg-') || element.localName === 'script' || element.closest('head')) continue;
      const computed = getComputedStyle(element);
      const own: Record<string, string> = {};
      for (let index = 0; index < computed.length; index += 1) {
        const name = computed.item(index);
        own[name] = computed.getPropertyValue(name);
      }
      styles[pathOf(element)] = own;
    }
    for (const element of [document.documentElement]) {
      const computed = getComputedStyle(element);
      styles.html = Object.fromEntries([...Array(computed.length).keys()].map((index) => [computed.item(index), computed.getPropertyValue(computed.item(index))]));
    }
    return styles;
  });
}

test('the page’s own elements keep every computed style with the elements loaded and shown', async ({ page, request }) => {
  test.setTimeout(120_000);
  const dataset = await datasetId(request, 'product-reviews');
  const { apiKey } = await newAnnotator(request, 'hostile');
  await page.setViewportSize({ width: 1280, height: 900 });
  const query = `dataset=${dataset}&key=${apiKey}`;

  await page.goto(`${DEMO_URL}/hostile.html?bare&${query}`);
  expect(await page.evaluate(() => customElements.get('mg-annotation-view'))).toBeUndefined();
  const bare = await pageStyles(page);
  await shownElement(page, `hostile.html?${query}`);
  const loaded = await pageStyles(page);

  // The heading, buttons, paragraph, form controls, list and link of the page, and their ancestors.
  expect(Object.keys(bare).length).toBeGreaterThan(10);
  expect(Object.keys(loaded)).toEqual(Object.keys(bare));
  const changed = Object.entries(loaded).flatMap(([path, styles]) =>
    Object.entries(styles)
      .filter(([name, value]) => bare[path]![name] !== value)
      .map(([name, value]) => `${path} ${name}: ${bare[path]![name]} → ${value}`),
  );
  expect(changed).toEqual([]);
});

