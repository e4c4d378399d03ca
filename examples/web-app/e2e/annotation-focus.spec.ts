import { expect, test } from '@playwright/test';
import {
  NEWEST_FIRST,
  demoDataset,
  focusRecord,
  openAnnotation,
  ownerResponse,
  recordIdOfReview,
  shownReview,
  storedResponse,
} from './testing/annotationPage';
import { firstPaneShare } from './testing/splitPane';

test('focus mode: submit, discard, save as draft and the draft auto-save', async ({ page, request }) => {
  const dataset = await demoDataset(request);
  await openAnnotation(page, request, dataset, { query: `?page=1&status=pending&${NEWEST_FIRST}` });

  // Submit moves to the next record and stores the answers.
  const first = await shownReview(page);
  await page.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' }).getByRole('radio', { name: 'Negative' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => shownReview(page)).not.toBe(first);
  const submitted = await storedResponse(request, await recordIdOfReview(request, dataset.id, first), 'submitted');
  expect(submitted?.values?.sentiment?.value).toBe('negative');

  // Discard.
  const second = await shownReview(page);
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect.poll(() => shownReview(page)).not.toBe(second);
  await storedResponse(request, await recordIdOfReview(request, dataset.id, second), 'discarded');

  // Save as draft keeps the record and says it was saved.
  const third = await shownReview(page);
  await page.getByRole('textbox', { name: 'Comment', exact: true }).fill('Looks like spam');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByText(/^Saved /)).toBeVisible();
  expect(await shownReview(page)).toBe(third);
  await expect(focusRecord(page).getByText('Draft', { exact: true })).toBeVisible();
  const draft = await ownerResponse(request, await recordIdOfReview(request, dataset.id, third));
  expect(draft?.status).toBe('draft');
  expect(draft?.values?.comment?.value).toBe('Looks like spam');

  // Auto-save: a change made after more than a second of answering saves a draft by itself.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => shownReview(page)).not.toBe(third);
  const fourth = await shownReview(page);
  await page.waitForTimeout(1_200);
  await page.getByRole('textbox', { name: 'Comment', exact: true }).fill('Kept automatically');
  await expect(page.getByText(/^Saved /)).toBeVisible();
  await expect.poll(async () => (await ownerResponse(request, await recordIdOfReview(request, dataset.id, fourth)))?.status).toBe('draft');
});

test('a whole record annotated from the keyboard only', async ({ page, request }) => {
  const dataset = await demoDataset(request);
  await openAnnotation(page, request, dataset, { query: `?page=1&status=pending&${NEWEST_FIRST}` });
  const review = await shownReview(page);

  // Ctrl+↓ enters the first question; digits choose options, and a single label moves on by itself.
  await page.keyboard.press('Control+ArrowDown');
  await page.keyboard.press('3');
  const sentiment = page.getByRole('radiogroup', { name: 'What is the overall sentiment of the review?' });
  await expect(sentiment.getByRole('radio', { name: 'Neutral / mixed' })).toBeChecked();
  const topics = page.getByRole('group', { name: 'Which topics does the review mention?' });
  await expect(topics.locator(':focus')).toHaveCount(1);
  // Suggestions may have pre-selected topics: digits toggle them so that only Price / value (2) is chosen.
  const boxes = topics.getByRole('checkbox');
  const count = await boxes.count();
  for (let index = 0; index < count; index += 1) {
    if ((await boxes.nth(index).isChecked()) !== (index === 1)) await page.keyboard.press(String(index + 1));
  }
  await expect(topics.getByRole('checkbox', { name: 'Price / value' })).toBeChecked();
  await expect(topics.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await page.keyboard.press('Control+ArrowDown');
  await page.keyboard.press('4');
  await expect(page.getByRole('radiogroup', { name: 'How many stars did the reviewer probably give?' }).getByRole('radio', { name: '4', exact: true })).toBeChecked();
  await page.keyboard.press('Control+ArrowDown');
  await expect(page.getByRole('textbox', { name: 'Comment', exact: true })).toBeFocused();
  await page.keyboard.type('Typed without a mouse');
  await page.keyboard.press('Control+Enter');

  await expect.poll(() => shownReview(page)).not.toBe(review);
  const response = await storedResponse(request, await recordIdOfReview(request, dataset.id, review), 'submitted');
  expect(response?.values?.sentiment?.value).toBe('neutral');
  expect(response?.values?.topics?.value).toEqual(['price']);
  expect(response?.values?.rating?.value).toBe(4);
  expect(response?.values?.comment?.value).toBe('Typed without a mouse');

  // Ctrl+← goes back to it, Ctrl+→ forward again.
  const next = await shownReview(page);
  await page.keyboard.press('Control+ArrowLeft');
  await expect.poll(() => shownReview(page)).toBe(review);
  await page.keyboard.press('Control+ArrowRight');
  await expect.poll(() => shownReview(page)).toBe(next);
});

test('the record beside the questions at 60 %, my progress a one-line footer that expands to the panels, both remembered; the page scrolls, not the questions', async ({
  page,
  request,
}) => {
  const dataset = await demoDataset(request);
  await openAnnotation(page, request, dataset, { query: '?page=1&status=pending' });
  const record = page.getByRole('separator', { name: 'Resize the record and the questions' });
  await expect(record).toHaveAttribute('aria-valuenow', '60');
  await expect.poll(() => firstPaneShare(record)).toBeCloseTo(60, 0);
  // The panels start collapsed: my progress on one line ("3 / 60 · 5%"), the full panel one press away.
  const expand = page.getByRole('button', { name: 'Expand Progress and activity' });
  await expect(expand).toBeVisible();
  const owner = { headers: { 'X-Argilla-Api-Key': 'owner.apikey' } };
  const metrics = await (await request.get(`/api/v1/me/datasets/${dataset.id}/metrics`, owner)).json();
  const { total, submitted, discarded, draft } = metrics.responses;
  await expect(page.locator('.mg-progress-summary__text')).toHaveText(new RegExp(`^${submitted + discarded + draft} / ${total} · [\\d.]+%$`));
  await expect(page.getByRole('region', { name: 'My progress' })).toHaveCount(0);

  await record.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(record).toHaveAttribute('aria-valuenow', '58');
  await expand.click();
  await expect(page.getByRole('region', { name: 'My progress' })).toBeVisible({ timeout: 30_000 });
  // Side by side, nothing in the questions' column scrolls on its own (the page does).
  const innerScrolls = () =>
    page.locator('.mg-annotation__body > .mg-split__pane--second').evaluate((column) =>
      [column, ...column.querySelectorAll('*')]
        .filter((node) => node.tagName !== 'TEXTAREA' && ['auto', 'scroll'].includes(getComputedStyle(node).overflowY))
        .filter((node) => node.scrollHeight > node.clientHeight + 1).length,
    );
  expect(await innerScrolls()).toBe(0);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse Progress and activity' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => firstPaneShare(record)).toBeCloseTo(58, 0);
  await expect(page.getByRole('region', { name: 'My progress' })).toBeVisible({ timeout: 30_000 });
});

test("on a phone the tab order follows the card: paging, the record's fields, then its own controls at the card's foot", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dataset = await demoDataset(request, 'news-qa-ranking');
  await openAnnotation(page, request, dataset);
  const card = focusRecord(page);
  const article = card.getByRole('textbox', { name: 'Tag the named entities in the article' });
  const comments = card.getByRole('button', { name: /^Comments/ });
  await expect(article).toBeVisible();
  // Shown: the record's text first, its comments, status and menu under it.
  expect((await comments.boundingBox())!.y).toBeGreaterThan((await article.boundingBox())!.y);

  // From the Focus/Bulk toggle, Tab reaches the paging, then the record's field (its labels, Undo/Redo, its
  // text), and the record's comments only after them.
  await card.getByRole('radio', { name: 'Focus' }).focus();
  const visited: string[] = [];
  for (let step = 0; step < 40 && visited.at(-1) !== 'comments'; step += 1) {
    await page.keyboard.press('Tab');
    visited.push(
      await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused) return 'none';
        if (focused.closest('.mg-pagination')) return 'paging';
        if (focused.closest('.mg-record__field')) return 'field';
        if (focused.closest('.mg-record-header__end'))
          return focused.getAttribute('aria-label')?.startsWith('Comments') ? 'comments' : 'record controls';
        return 'other';
      }),
    );
  }
  const unique = visited.filter((place, index) => place !== visited[index - 1]);
  expect(unique).toEqual(['paging', 'field', 'comments']);
});
