import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { API_URL, DEMO_URL, FIRST_PAINT, datasetId, newAnnotator } from './testing/demo';

// Scenario 3 of issue 13 and the packed-tarball consumer test: host apps installed from `pnpm pack` tarballs
// (scripts/build-hosts.mjs; `npm test` builds them before the browser tests, a lone run here builds them).

test.beforeAll(() => {
  if (existsSync(resolve('examples/elements-demo/dist/hosts/react18/index.html'))) return;
  execFileSync('node', ['examples/elements-demo/scripts/build-hosts.mjs'], { stdio: 'inherit' });
});

function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

const MULTIPLE_REACT = /Invalid hook call|more than one copy of React|multiple copies of React|Minified React error/i;

for (const host of ['react18', 'react19'] as const) {
  test(`a ${host === 'react18' ? 'React 18' : 'React 19'} host app embeds the elements, each with its own React`, async ({ page, request }) => {
    const dataset = await datasetId(request, 'product-reviews');
    const { apiKey } = await newAnnotator(request, host);
    const errors = collectErrors(page);
    await page.goto(`${DEMO_URL}/hosts/${host}/?api=${encodeURIComponent(`${API_URL}/api`)}&key=${apiKey}&dataset=${dataset}`);

    await expect(page.getByTestId('host-react')).toHaveText(host === 'react18' ? /^React 18\./ : /^React 19\./);
    // The host's own React works…
    await page.getByRole('button', { name: 'Host clicks: 0' }).click();
    await expect(page.getByRole('button', { name: 'Host clicks: 1' })).toBeVisible();
    // …and so do the elements, with theirs.
    const view = page.locator('mg-annotation-view');
    await view.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' }).getByRole('radio', { name: 'Positive' }).check();
    await expect(view.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(page.getByTestId('host-events')).toHaveText('mg-ready');
    if (host === 'react18') await expect(page.locator('mg-progress').getByText(/of 120 records answered/)).toBeVisible();
    // The host's React renders @marginalia/react's components from the tarball too.
    if (host === 'react19') await expect(page.getByRole('region', { name: 'Host sign-in' }).getByLabel('Username')).toBeVisible();
    expect(errors.filter((message) => MULTIPLE_REACT.test(message))).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a plain page loads the bundle of the installed package', async ({ page, request }) => {
  const dataset = await datasetId(request, 'product-reviews');
  const { apiKey } = await newAnnotator(request, 'plainpkg');
  const errors = collectErrors(page);
  await page.goto(`${DEMO_URL}/hosts/plain/?api=${encodeURIComponent(`${API_URL}/api`)}&key=${apiKey}&dataset=${dataset}`);
  // The installed package's classic script imports its module bundle after the page's load event.
  await expect(page.locator('mg-progress').getByText(/of 120 records answered/)).toBeVisible(FIRST_PAINT);
  expect(errors).toEqual([]);
});
