import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { RankingValueItem, SpanValueItem, WireDataset, WireRecord } from '@marginalia/core';
import {
  NEWEST_FIRST,
  deleteOwnerResponses,
  demoDataset,
  openAnnotation,
  ownerResponse,
  storedResponse,
} from './testing/annotationPage';
import { OWNER_API_KEY, ServerApi } from './testing/api';

// Issue #5: the news-qa-ranking dataset (ranking, span and text questions) annotated from the keyboard only,
// in focus mode and in bulk mode. Only key presses drive the page; the page and the API are only read.

const NEWS = 'news-qa-ranking';
const RANKING_QUESTION = 'Rank the answers from best to worst';
const SPAN_QUESTION = 'Tag the named entities in the article';
/** The records these flows can reach from the newest-first pending queue; the owner's answers on them are deleted first. */
const NEWEST_RECORDS = ['news-022', 'news-023', 'news-024'];
/** The ranking both flows give: Answer B best, then A, then C. */
const WANTED_RANKS: Record<string, number> = { answer_a: 2, answer_b: 1, answer_c: 3 };
/** Words as the span caret and word completion see them: runs of letters, digits and marks. */
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

test.beforeEach(async ({ request }) => {
  const dataset = await demoDataset(request, NEWS);
  // A retry or a repeated run finds the newest records pending again.
  await deleteOwnerResponses(request, dataset.id, (record) =>
    NEWEST_RECORDS.includes(record.external_id ?? ''),
  );
});

/** The dataset's record whose article is `article`, with its suggestions, as the owner reads it. */
async function recordOfArticle(
  request: APIRequestContext,
  dataset: WireDataset,
  article: string,
): Promise<WireRecord> {
  const response = await request.get(
    `/api/v1/datasets/${dataset.id}/records?limit=1000&include=suggestions`,
    {
      headers: { 'X-Argilla-Api-Key': OWNER_API_KEY },
    },
  );
  const { items } = (await response.json()) as { items: WireRecord[] };
  const record = items.find((item) => item.fields.article === article);
  if (!record) throw new Error(`no record with the article "${article.slice(0, 40)}…"`);
  return record;
}

/** The spans suggested for the record's entities question. */
async function suggestedSpans(
  request: APIRequestContext,
  dataset: WireDataset,
  record: WireRecord,
): Promise<SpanValueItem[]> {
  const entities = (await new ServerApi(request).questions(dataset.id)).items.find(
    (question) => question.name === 'entities',
  )!;
  const suggestion = record.suggestions?.find((candidate) => candidate.question_id === entities.id);
  return (suggestion?.value ?? []) as SpanValueItem[];
}

/** The words of a text with their offsets. */
function wordsOf(text: string): { start: number; end: number; text: string }[] {
  return [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    text: match[0],
  }));
}

/** Where each answer of the ranking question stands: its rank, or null while unranked. */
async function ranksShown(ranking: Locator): Promise<Record<string, number | null>> {
  return ranking.evaluate((group) =>
    Object.fromEntries(
      [...group.querySelectorAll<HTMLElement>('[data-option-value]')].map((item) => {
        const slot = item.closest('[role="group"][aria-label^="Rank "]')?.getAttribute('aria-label');
        return [item.dataset.optionValue!, slot ? Number(slot.slice('Rank '.length)) : null];
      }),
    ),
  );
}

/**
 * Ranks the answers with digit keys only. The focus starts on an answer; a digit moves the focused answer to
 * that rank (the focus follows it), Tab and Shift+Tab walk through the answers, turning back at either end.
 */
async function rankWithDigits(page: Page, ranking: Locator, wanted: Record<string, number>): Promise<void> {
  let walk = 'Tab';
  for (let step = 0; step < 24; step += 1) {
    const ranks = await ranksShown(ranking);
    if (Object.entries(wanted).every(([value, rank]) => ranks[value] === rank)) return;
    const focused = await ranking.evaluate((group) => {
      const active = document.activeElement as HTMLElement | null;
      return active && group.contains(active) ? (active.dataset.optionValue ?? null) : null;
    });
    if (focused !== null && ranks[focused] !== wanted[focused]) {
      await page.keyboard.press(String(wanted[focused]));
      await expect(
        ranking
          .getByRole('group', { name: `Rank ${wanted[focused]}` })
          .locator(`[data-option-value="${focused}"]`),
      ).toBeFocused();
      continue;
    }
    if (focused === null) walk = walk === 'Tab' ? 'Shift+Tab' : 'Tab';
    await page.keyboard.press(walk);
  }
  throw new Error(
    `the ranking did not reach ${JSON.stringify(wanted)}: ${JSON.stringify(await ranksShown(ranking))}`,
  );
}

/** Presses a key `times` times. */
async function pressTimes(page: Page, key: string, times: number): Promise<void> {
  for (let index = 0; index < times; index += 1) await page.keyboard.press(key);
}

const announced = (textbox: Locator) => textbox.locator('xpath=following-sibling::*[@aria-live="polite"][1]');
const ranksOf = (values: { answer_ranking?: { value: unknown } }) =>
  Object.fromEntries(
    (values.answer_ranking?.value as RankingValueItem[]).map((item) => [item.value, item.rank]),
  );

test('focus mode: a news-qa-ranking record ranked, tagged and noted from the keyboard only', async ({
  page,
  request,
}) => {
  const dataset = await demoDataset(request, NEWS);
  await openAnnotation(page, request, dataset, { query: `?page=1&status=pending&${NEWEST_FIRST}` });
  const textbox = page.getByRole('article', { name: 'Record' }).getByRole('textbox', { name: SPAN_QUESTION });
  const article = (await textbox.textContent())!;
  const record = await recordOfArticle(request, dataset, article);
  const suggested = await suggestedSpans(request, dataset, record);
  // The record opens with the suggested spans.
  await expect(page.getByRole('button', { name: / span: / })).toHaveCount(suggested.length);

  // Ctrl+↓ enters the ranking question; digits move the focused answer to that rank.
  await page.keyboard.press('Control+ArrowDown');
  const ranking = page.getByRole('group', { name: RANKING_QUESTION });
  await rankWithDigits(page, ranking, WANTED_RANKS);

  // Ctrl+↓ goes on to the span question, answered on the record: the caret starts on the first word.
  await page.keyboard.press('Control+ArrowDown');
  await expect(textbox).toBeFocused();
  const words = wordsOf(article);
  await expect(announced(textbox)).toHaveText(`Selected: ${words[0]!.text}`);
  // Two words next to each other, apart by one space, that no suggested span covers.
  const covered = (word: { start: number; end: number }) =>
    suggested.some((span) => span.start < word.end && word.start < span.end);
  const first = words.findIndex(
    (word, index) =>
      index + 1 < words.length &&
      !covered(word) &&
      !covered(words[index + 1]!) &&
      article.slice(word.end, words[index + 1]!.start) === ' ',
  );
  expect(first).toBeGreaterThanOrEqual(0);
  const [left, right] = [words[first]!, words[first + 1]!];
  // 3 picks Location; → moves by word, Shift+→ extends the selection by one word, Enter tags it.
  await page.keyboard.press('3');
  await expect(page.getByRole('radio', { name: 'Location' })).toBeChecked();
  await pressTimes(page, 'ArrowRight', first);
  await page.keyboard.press('Shift+ArrowRight');
  const tagged = `${left.text} ${right.text}`;
  await expect(announced(textbox)).toHaveText(`Selected: ${tagged}`);
  await page.keyboard.press('Enter');
  await expect(announced(textbox)).toHaveText(`Tagged ${tagged} as Location`);
  await expect(page.getByRole('button', { name: `Location span: ${tagged}`, exact: true })).toBeVisible();

  // Home, then → onto the first suggested span; Delete removes it.
  const removed = [...suggested].sort((a, b) => a.start - b.start)[0]!;
  const removedWord = words.findIndex((word) => word.start >= removed.start);
  await page.keyboard.press('Home');
  await pressTimes(page, 'ArrowRight', removedWord);
  await expect(announced(textbox)).toContainText(`Selected: ${words[removedWord]!.text}, tagged `);
  await page.keyboard.press('Delete');
  await expect(announced(textbox)).toContainText(`span on ${article.slice(removed.start, removed.end)}`);
  await expect(page.getByRole('button', { name: / span: / })).toHaveCount(suggested.length);

  // Ctrl+↓ goes on to the notes; Ctrl+Enter submits.
  await page.keyboard.press('Control+ArrowDown');
  await expect(page.getByRole('textbox', { name: 'Notes' })).toBeFocused();
  await page.keyboard.type('Tagged without a mouse');
  await page.keyboard.press('Control+Enter');
  await expect(textbox).not.toHaveText(article);

  const response = await storedResponse(request, record.id, 'submitted');
  const values = response!.values!;
  const expectedSpans = [
    ...suggested.filter((span) => span !== removed),
    { label: 'LOCATION', start: left.start, end: right.end },
  ];
  expect(values.entities?.value).toHaveLength(expectedSpans.length);
  expect(values.entities?.value).toEqual(expect.arrayContaining(expectedSpans));
  expect(ranksOf(values)).toEqual(WANTED_RANKS);
  expect(values.notes?.value).toBe('Tagged without a mouse');
});

test('bulk mode: records selected, ranked, tagged and submitted from the keyboard only', async ({
  page,
  request,
}) => {
  const dataset = await demoDataset(request, NEWS);
  await openAnnotation(page, request, dataset, { query: `?page=1~10&status=pending&${NEWEST_FIRST}` });
  const item = (position: number) => page.getByRole('listitem', { name: `Record ${position}`, exact: true });
  const articleAt = async (position: number) =>
    (await item(position).getByRole('textbox', { name: SPAN_QUESTION }).textContent())!;
  await expect(item(1)).toBeVisible();

  // Tab reaches the record cursor (on the first record): x selects it, j moves to the next record.
  for (
    let presses = 0;
    presses < 60 && !(await item(1).evaluate((element) => element === document.activeElement));
    presses += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(item(1)).toBeFocused();
  await page.keyboard.press('x');
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.keyboard.press('j');
  await expect(item(2)).toBeFocused();
  await expect(item(2)).toHaveAttribute('aria-current', 'true');

  // The form applies to every selected record: Ctrl+↓ enters the ranking.
  await page.keyboard.press('Control+ArrowDown');
  await rankWithDigits(page, page.getByRole('group', { name: RANKING_QUESTION }), WANTED_RANKS);

  // Ctrl+↓ enters the span question on the record under the cursor; tagging a span there selects that record.
  await page.keyboard.press('Control+ArrowDown');
  const textbox = item(2).getByRole('textbox', { name: SPAN_QUESTION });
  await expect(textbox).toBeFocused();
  const second = await articleAt(2);
  const words = wordsOf(second);
  await page.keyboard.press('1');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(announced(textbox)).toHaveText(`Tagged ${words[1]!.text} as Person`);
  await expect(page.getByText('2 selected')).toBeVisible();
  await expect(item(2).getByRole('checkbox', { name: 'Select record 2' })).toBeChecked();

  await page.keyboard.press('Control+ArrowDown');
  await expect(page.getByRole('textbox', { name: 'Notes' })).toBeFocused();
  await page.keyboard.type('Bulk from the keyboard');
  const records = [
    await recordOfArticle(request, dataset, await articleAt(1)),
    await recordOfArticle(request, dataset, second),
  ];
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('0 selected')).toBeVisible();

  for (const [index, record] of records.entries()) {
    const response = await ownerResponse(request, record.id);
    expect(response?.status).toBe('submitted');
    expect(ranksOf(response!.values!)).toEqual(WANTED_RANKS);
    expect(response!.values!.notes?.value).toBe('Bulk from the keyboard');
    // Only the record whose span was edited has spans; the form's untouched span answer is "no spans".
    expect(response!.values!.entities?.value).toEqual(
      index === 1 ? [{ label: 'PERSON', start: words[1]!.start, end: words[1]!.end }] : [],
    );
  }
});
