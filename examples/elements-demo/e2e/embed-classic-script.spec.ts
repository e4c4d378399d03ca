import { expect, test } from '@playwright/test';
import { DEMO_URL } from './testing/demo';

// The classic script (`<script src="…/marginalia-elements.iife.js">`, no module) on a page with nothing else:
// when the page's load event fires, every tag is defined and the page's elements are upgraded, so host code
// that runs on `load` finds working elements.

test('at the load event of a page with only the classic script, every tag is defined and upgraded', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get(`${DEMO_URL}/elements/custom-elements.json`)).json()) as {
    modules: { declarations: { tagName: string }[] }[];
  };
  const tags = manifest.modules.flatMap((module) => module.declarations.map((element) => element.tagName));
  expect(tags).toHaveLength(14);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The module bundle arrives late (a slow CDN): the page's load event must still wait for it.
  await page.route('**/elements/marginalia-elements.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  // Runs before the page's own scripts: records what the page sees when `load` fires.
  await page.addInitScript((names) => {
    addEventListener('load', () => {
      (window as unknown as { atLoad: unknown }).atLoad = {
        defined: names.filter((name) => customElements.get(name) !== undefined),
        upgraded: Boolean(document.querySelector('mg-sign-in')?.shadowRoot),
        scripts: document.scripts.length,
      };
    });
  }, tags);

  await page.goto(`${DEMO_URL}/script-only.html`, { waitUntil: 'load' });
  const atLoad = await page.evaluate(() => (window as unknown as { atLoad: unknown }).atLoad);
  // The loader's module tag removed itself: the page keeps only its own script.
  expect(atLoad).toEqual({ defined: tags, upgraded: true, scripts: 1 });
  await expect(page.locator('mg-sign-in').getByLabel('Username')).toBeVisible();
  expect(errors).toEqual([]);
});
