import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_URL, UNLISTED_DEMO_URL, datasetId, pageEvents } from './testing/demo';

// The bundle served from a "CDN": another origin and another path than the page's (the demo server under its
// other name, at /cdn/marginalia/1.0/). The on-demand chunks — markdown and ranking for the annotation view,
// the reference table, pdf.js for the document viewer — are found relative to the script's own URL, so they
// load from the CDN, and each part they draw shows.

const CDN = `${UNLISTED_DEMO_URL}/cdn/marginalia/1.0/`;
const demoDocuments = resolve(import.meta.dirname, '../../../packages/server/demo-data/documents/documents.json');

test('on-demand chunks load from the script’s own origin and path, and the parts they draw show', async ({ page, request }) => {
  test.setTimeout(150_000);
  const dataset = await datasetId(request, 'news-qa-ranking');
  const { pmid } = (JSON.parse(readFileSync(demoDocuments, 'utf8')) as { pmid: string }[])[0]!;
  const scripts: string[] = [];
  const failed: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script' || sent.url().endsWith('.js') || sent.url().endsWith('.mjs')) scripts.push(sent.url());
  });
  page.on('requestfailed', (sent) => failed.push(`${sent.url()} ${sent.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${DEMO_URL}/cdn.html?dataset=${dataset}&key=owner.apikey&pmid=${pmid}`);

  // Markdown: the guidelines' heading, in their drawer (a chunk of its own); ranking: the ranking question's list.
  const view = page.locator('mg-annotation-view');
  await view.getByRole('button', { name: 'Guidelines', exact: true }).click({ timeout: 60_000 });
  await expect(view.getByRole('heading', { name: 'Answer ranking and entity tagging' })).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Escape');
  await expect(view.getByRole('list', { name: /Rank the answers/ }).or(view.getByText('Rank the answers from best to worst')).first()).toBeVisible();
  // The reference table's chunk: its grid with the value the page set.
  const table = page.locator('mg-reference-table');
  await expect(table.getByRole('grid', { name: 'Outcomes' }).or(table.getByRole('table', { name: 'Outcomes' }))).toBeVisible({ timeout: 60_000 });
  await expect(table.getByText('placebo', { exact: true })).toBeVisible();
  // pdf.js: the first page drawn (its worker cannot start from another origin, so it runs on the main thread).
  const viewer = page.locator('mg-document-viewer');
  await expect(viewer.getByRole('region', { name: 'Page 1' })).toHaveAttribute('data-painted', 'true', { timeout: 90_000 });

  // Every script came from the CDN's folder; none was looked for next to the page.
  const ours = scripts.filter((url) => !url.startsWith('data:'));
  expect(ours.filter((url) => url.includes('/chunks/')).length).toBeGreaterThan(2);
  expect(ours.filter((url) => !url.startsWith(CDN))).toEqual([]);
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
  expect((await pageEvents(page)).filter((event) => event.type === 'mg-error')).toEqual([]);
});
