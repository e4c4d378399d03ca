import { expect, test, type Page, type Response } from '@playwright/test';
import type { SearchRecordsBody, WireQuestion, WireSearchResult } from '@marginalia/core';
import { ServerApi } from './testing/api';
import { deleteOwnerResponses, demoDataset, openAnnotation } from './testing/annotationPage';

const position = (page: Page) => page.getByRole('navigation', { name: 'Records' }).locator('.mg-pagination__position');
const totalShown = async (page: Page) => Number((await position(page).innerText()).split(' of ')[1]);

/**
 * The next records search the page sends, with its body and the server's answer. Focus mode reads its first page
 * uncounted (`…/search/page`, total null while records follow) and asks for the total after it paints
 * (`…/search/total`): the answer then carries that total.
 */
async function nextSearch(page: Page, act: () => Promise<void>): Promise<{ body: SearchRecordsBody; result: WireSearchResult }> {
  const ok = (pattern: RegExp) => (response: Response) => pattern.test(new URL(response.url()).pathname) && response.ok();
  const answered = page.waitForResponse(ok(/\/records\/search(\/page)?$/));
  const counted = page.waitForResponse(ok(/\/records\/search\/total$/)).catch(() => null);
  await act();
  const response = await answered;
  const result = (await response.json()) as { items: WireSearchResult['items']; total: number | null };
  const total = result.total ?? ((await (await counted)?.json()) as { total: number }).total;
  return { body: response.request().postDataJSON() as SearchRecordsBody, result: { items: result.items, total } };
}

const filtersOf = (body: SearchRecordsBody) => body.filters?.and ?? [];

test('a suggestion filter and a response filter go through the URL, and back and forward re-read them', async ({
  page,
  request,
}) => {
  const dataset = await demoDataset(request);
  const owner = new ServerApi(request);
  const sentiment = (await owner.questions(dataset.id)).items.find((question) => question.name === 'sentiment') as WireQuestion;
  await openAnnotation(page, request, dataset);
  const filters = page.getByRole('dialog', { name: 'Filters' });
  // The total shows once counted ("1 of …" before).
  await expect.poll(() => totalShown(page)).toBeGreaterThan(0);
  const pendingTotal = await totalShown(page);

  // Suggestion filter: records whose suggested sentiment is negative.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await filters.getByRole('region', { name: 'Suggestions' }).getByRole('button', { name: sentiment.title }).click();
  const suggested = await nextSearch(page, async () => {
    await filters.getByRole('group', { name: 'Suggested value' }).getByRole('checkbox', { name: /negative/i }).check();
    await page.keyboard.press('Escape');
  });
  await expect(page).toHaveURL(/suggestion=sentiment\.value\.values\.negative/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  expect(filtersOf(suggested.body)).toContainEqual(
    expect.objectContaining({ scope: expect.objectContaining({ entity: 'suggestion', question: 'sentiment' }), values: ['negative'] }),
  );
  expect(suggested.result.total).toBeGreaterThan(0);
  expect(suggested.result.total).toBeLessThan(pendingTotal);
  for (const { record } of suggested.result.items) {
    expect(record.suggestions?.find((suggestion) => suggestion.question_id === sentiment.id)?.value).toBe('negative');
  }
  await expect.poll(() => totalShown(page)).toBe(suggested.result.total);

  // Back drops the filter; forward brings it back.
  await page.goBack();
  await expect(page).not.toHaveURL(/suggestion=/);
  await expect.poll(() => totalShown(page)).toBe(pendingTotal);
  await page.goForward();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect.poll(() => totalShown(page)).toBe(suggested.result.total);

  // Response filter, on the owner's submitted records: two answered here, one positive and one negative.
  const [positive, negative] = (await owner.pendingRecords(dataset.id, 40)).items.slice(-2).map((item) => item.record);
  const answered = new Set([positive!.id, negative!.id]);
  try {
    for (const [record, value] of [
      [positive!, 'positive'],
      [negative!, 'negative'],
    ] as const) {
      const created = await request.post(`/api/v1/records/${record.id}/responses`, {
        headers: { 'X-Argilla-Api-Key': 'owner.apikey' },
        data: { values: { sentiment: { value } }, status: 'submitted' },
      });
      expect(created.status()).toBe(201);
    }
    await page.goto(`/dataset/${dataset.id}/annotation-mode?page=1&status=submitted`);
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
    const submittedTotal = await totalShown(page);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await filters.getByRole('region', { name: 'Responses' }).getByRole('button', { name: sentiment.title }).click();
    const responded = await nextSearch(page, async () => {
      await filters.getByRole('checkbox', { name: /positive/i }).check();
      await page.keyboard.press('Escape');
    });
    await expect(page).toHaveURL(/response=sentiment\.(values\.)?positive/);
    expect(filtersOf(responded.body)).toContainEqual(
      expect.objectContaining({ scope: expect.objectContaining({ entity: 'response', question: 'sentiment' }), values: ['positive'] }),
    );
    const ids = responded.result.items.map((item) => item.record.id);
    expect(ids).toContain(positive!.id);
    expect(ids).not.toContain(negative!.id);
    for (const { record } of responded.result.items) {
      expect(record.responses?.[0]?.values?.sentiment?.value).toBe('positive');
    }
    await expect.poll(() => totalShown(page)).toBe(responded.result.total);
    expect(responded.result.total).toBeLessThan(submittedTotal);

    await page.goBack();
    await expect(page).not.toHaveURL(/response=/);
    await expect.poll(() => totalShown(page)).toBe(submittedTotal);
    await page.goForward();
    await expect(page).toHaveURL(/response=sentiment\.(values\.)?positive/);
    await expect.poll(() => totalShown(page)).toBe(responded.result.total);
  } finally {
    await deleteOwnerResponses(request, dataset.id, (record) => answered.has(record.id));
  }
});
