import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// A third-party page on the server's origin that loads the one-script-tag bundle. The page and the bundle are
// served by Playwright's router, the API by the real server.
const bundle = readFileSync(resolve('packages/elements/dist/marginalia-elements.js'), 'utf8');

async function openEmbedPage(page: import('@playwright/test').Page, body: string) {
  await page.route('**/embed/marginalia-elements.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: bundle }),
  );
  await page.route('**/embed/page.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head><title>Portal</title>
        <style>h2 { color: rgb(255, 0, 0); } button { font-size: 40px; }</style>
        <script type="module" src="/embed/marginalia-elements.js"></script></head>
        <body><h2>Host page heading</h2>${body}</body></html>`,
    }),
  );
  await page.goto('/embed/page.html');
}

test('<mg-dataset-list> renders the datasets of its api key inside a shadow root', async ({ page }) => {
  await openEmbedPage(page, '<mg-dataset-list base-url="/api" api-key="owner.apikey"></mg-dataset-list>');
  const host = page.locator('mg-dataset-list');
  await expect(host.getByRole('link').first()).toBeVisible();
  const inShadow = await host.evaluate((element) => element.shadowRoot !== null && element.shadowRoot.querySelector('a') !== null);
  expect(inShadow).toBe(true);
  // Nothing leaks out: the host page's styles stay as they were and no stylesheet was added to its head.
  await expect(page.locator('body > h2')).toHaveCSS('color', 'rgb(255, 0, 0)');
  expect(await page.evaluate(() => document.head.querySelectorAll('style').length)).toBe(1);
});

test('two <mg-sign-in> elements on one page keep separate state', async ({ page }) => {
  await openEmbedPage(page, '<mg-sign-in id="a" base-url="/api"></mg-sign-in><mg-sign-in id="b" base-url="/api"></mg-sign-in>');
  const first = page.locator('#a');
  const second = page.locator('#b');
  await first.getByLabel('Username').fill('annotator');
  await expect(first.getByLabel('Username')).toHaveValue('annotator');
  await expect(second.getByLabel('Username')).toHaveValue('');
  await expect(second.getByRole('button', { name: 'Sign in' })).toBeDisabled();
});

test('<mg-sign-in> fires mg-signed-in, composed across the shadow root', async ({ page }) => {
  await openEmbedPage(page, '<mg-sign-in base-url="/api"></mg-sign-in>');
  await page.evaluate(() => {
    document.addEventListener('mg-signed-in', () => document.body.setAttribute('data-signed-in', 'yes'));
  });
  const element = page.locator('mg-sign-in');
  await element.getByLabel('Username').fill('annotator');
  await element.getByLabel('Password', { exact: true }).fill('12345678');
  await element.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-signed-in', 'yes');
});
