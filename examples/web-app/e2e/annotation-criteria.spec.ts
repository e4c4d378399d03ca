import { expect, test, type Page } from '@playwright/test';
import { demoDataset, focusRecord, openAnnotation } from './testing/annotationPage';

/** The shown record's metadata, read from its header menu. */
async function shownMetadata(page: Page): Promise<Record<string, string>> {
  const record = focusRecord(page);
  await record.getByRole('button', { name: 'Record actions' }).click();
  await page.getByRole('button', { name: 'Show metadata' }).click();
  const names = await record.getByRole('term').allInnerTexts();
  const values = await record.getByRole('definition').allInnerTexts();
  await record.getByRole('button', { name: 'Record actions' }).click();
  await page.getByRole('button', { name: 'Hide metadata' }).click();
  return Object.fromEntries(names.map((name, index) => [name, values[index]!]));
}

const position = (page: Page) => page.getByRole('navigation', { name: 'Records' }).locator('.mg-pagination__position');
const totalShown = async (page: Page) => Number((await position(page).innerText()).split(' of ')[1]);

test('a metadata filter and a sort go through the URL, and back and forward re-read it', async ({ page, request }) => {
  const dataset = await demoDataset(request);
  await openAnnotation(page, request, dataset);
  // The total shows once counted after the first record ("1 of …" before).
  await expect.poll(() => totalShown(page)).toBeGreaterThan(0);
  const unfiltered = await totalShown(page);

  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Category' }).click();
  await page.getByRole('searchbox', { name: 'Search values of Category' }).fill('boo');
  await page.getByRole('checkbox', { name: /books/ }).check();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/metadata=category\.books/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect.poll(() => totalShown(page)).toBeLessThan(unfiltered);
  const books = await totalShown(page);
  expect((await shownMetadata(page)).category).toBe('books');

  await page.getByRole('button', { name: 'Sort', exact: true }).click();
  await page.getByRole('combobox', { name: 'Add a sort' }).selectOption({ label: 'Helpful votes' });
  await page.getByRole('button', { name: 'Change the direction of the sort by Helpful votes' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/sort=metadata\.helpful_votes\.desc/);
  await expect(page.getByRole('button', { name: 'Sort (1)' })).toBeVisible();
  const top = Number((await shownMetadata(page)).helpful_votes);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(position(page)).toHaveText(`2 of ${books}`);
  expect(Number((await shownMetadata(page)).helpful_votes)).toBeLessThanOrEqual(top);

  // Back: page 1, then without the sort, then without the filter; forward brings them back.
  await page.goBack();
  await expect(position(page)).toHaveText(`1 of ${books}`);
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=/);
  await expect(page.getByRole('button', { name: 'Sort', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/metadata=/);
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  await expect.poll(() => totalShown(page)).toBe(unfiltered);
  await page.goForward();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect.poll(() => totalShown(page)).toBe(books);

  // A deep link restores both.
  await page.goto(`/dataset/${dataset.id}/annotation-mode?page=1&status=pending&metadata=category.books&sort=metadata.helpful_votes.desc`);
  await expect(page.getByRole('button', { name: 'Sort (1)' })).toBeVisible();
  expect(Number((await shownMetadata(page)).helpful_votes)).toBe(top);
});

test('the status filter and the search go through the URL', async ({ page, request }) => {
  const dataset = await demoDataset(request);
  await openAnnotation(page, request, dataset);
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('valid');
  await expect(page).toHaveURL(/status=valid/);
  await page.getByRole('searchbox', { name: 'Search records' }).fill('  delivery  ');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=delivery/);
  await expect(focusRecord(page)).toContainText(/delivery/i);
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search records' })).toHaveValue('');
});

test('similarity: find similar, least or most, a limit, the reference record and the scores', async ({ page, request }) => {
  const dataset = await demoDataset(request);
  await openAnnotation(page, request, dataset);
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('valid');
  await expect(page).toHaveURL(/status=valid/);
  await focusRecord(page).getByRole('button', { name: 'Find similar' }).click();
  await expect(page).toHaveURL(/similarity=record\.[0-9a-f-]+\.vector\.review_embedding\.limit\.50\.order\.most/);
  const region = page.getByRole('region', { name: 'Similarity search' });
  await expect(region).toContainText('by Review embedding');
  await expect(position(page)).toHaveText('1 of 50');
  await expect(focusRecord(page).getByText(/^\d+% similar$/)).toBeVisible();
  const mostSimilar = Number((await focusRecord(page).getByText(/% similar$/).innerText()).replace('% similar', ''));

  await region.getByRole('button', { name: 'Show the reference record' }).click();
  await expect(region.getByRole('article', { name: 'Record' })).toBeVisible();
  await region.getByRole('button', { name: 'Hide the reference record' }).click();
  await expect(region.getByRole('article')).toHaveCount(0);

  await region.getByRole('combobox', { name: 'Number of records' }).selectOption('10');
  await expect(position(page)).toHaveText('1 of 10');
  await region.getByRole('combobox', { name: 'Order' }).selectOption('least');
  await expect(page).toHaveURL(/limit\.10\.order\.least/);
  await expect
    .poll(async () => Number((await focusRecord(page).getByText(/% similar$/).innerText()).replace('% similar', '')))
    .toBeLessThan(mostSimilar);

  await region.getByRole('button', { name: 'Stop the similarity search' }).click();
  await expect(region).toHaveCount(0);
  await expect(page).not.toHaveURL(/similarity=/);
});
