import { expect, test, type Locator, type Page } from '@playwright/test';
import type { RankingValueItem, SpanValueItem } from '@marginalia/core';
import { ANNOTATOR, ServerApi } from './testing/api';
import { signInAs } from './testing/session';

const SPAN_QUESTION = 'Tag the named entities in the article';
const RANKING_QUESTION = 'Rank the answers from best to worst';

/** Drags the mouse from the character at `from` to the one before `to`, as a person selecting text does. */
async function selectText(page: Page, textbox: Locator, from: number, to: number): Promise<void> {
  const box = await textbox.evaluate(
    (element, [start, end]) => {
      // The text is one block holding one text node (a short text).
      const node = element.firstElementChild!.firstChild as Text;
      const charRect = (offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        return range.getClientRects()[0]!;
      };
      const first = charRect(start!);
      const last = charRect(end! - 1);
      return {
        start: { x: first.left + 1, y: first.top + first.height / 2 },
        end: { x: last.right - 1, y: last.top + last.height / 2 },
      };
    },
    [from, to],
  );
  await page.mouse.move(box.start.x, box.start.y);
  await page.mouse.down();
  await page.mouse.move(box.end.x, box.end.y, { steps: 5 });
  await page.mouse.up();
}

/** Drags an element onto another with the pointer, in small steps so the drag sensor starts. */
async function dragOnto(page: Page, item: Locator, target: Locator, announcedOver: string): Promise<void> {
  const from = (await item.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  // Releasing before the drag has found its target would drop the item back where it was.
  await expect(page.getByText(announcedOver)).toBeAttached();
  await page.mouse.up();
}

test('tags, overlaps and undoes spans, ranks by keys and by drag, then submits', async ({ page, request }) => {
  const owner = new ServerApi(request);
  const dataset = (await owner.datasets()).items.find((candidate) => candidate.name === 'news-qa-ranking');
  if (!dataset) throw new Error('the demo data has no news-qa-ranking dataset');
  const annotator = await ServerApi.signIn(request, ANNOTATOR.username, ANNOTATOR.password);
  const [first] = (await annotator.pendingRecords(dataset.id, 1)).items.map((item) => item.record);
  if (!first) throw new Error('news-qa-ranking has no pending record');
  const article = first.fields.article as string;

  await signInAs(page, request, ANNOTATOR);
  await page.goto(`/dataset/${dataset.id}/annotation-mode`);

  // The pending record opens with the suggested spans, drawn with the CSS Custom Highlight API.
  const textbox = page.getByRole('textbox', { name: SPAN_QUESTION });
  await expect(textbox).toHaveText(article);
  const suggested = first.suggestions?.find((suggestion) => Array.isArray(suggestion.value) && 'label' in (suggestion.value[0] ?? {}));
  const suggestedSpans = (suggested?.value ?? []) as SpanValueItem[];
  await expect(page.getByRole('button', { name: / span: / })).toHaveCount(suggestedSpans.length);
  expect(await page.evaluate(() => [...CSS.highlights.keys()].some((name) => name.startsWith('mg-span-')))).toBe(true);

  // A free word right before a suggested span: tagging both with one selection will overlap that span.
  const LABEL_TEXT: Record<string, string> = { PERSON: 'Person', ORG: 'Organization', LOCATION: 'Location', DATE: 'Date' };
  const covered = (offset: number) => suggestedSpans.some((span) => span.start <= offset && offset < span.end);
  const target = [...suggestedSpans]
    .sort((a, b) => a.start - b.start)
    .map((span) => ({ span, word: /([\p{L}\p{N}]+) $/u.exec(article.slice(0, span.start)) }))
    .find(({ word }) => word && !covered(word.index))!;
  expect(target).toBeDefined();
  const word = { start: target.word!.index, end: target.word!.index + target.word![1]!.length, text: target.word![1]! };
  const spanText = article.slice(target.span.start, target.span.end);
  const firstWordOfSpan = /^[\p{L}\p{N}]+/u.exec(spanText)![0];
  const badge = (label: string, text: string) => page.getByRole('button', { name: `${label} span: ${text}`, exact: true });

  // Digits pick entity labels, also with the focus in the text: 2 is Organization, 1 is Person.
  await textbox.focus();
  await page.keyboard.press('2');
  await expect(page.getByRole('radio', { name: 'Organization' })).toBeChecked();
  await page.keyboard.press('1');
  await expect(page.getByRole('radio', { name: 'Person' })).toBeChecked();
  // Selecting the word tags it.
  await selectText(page, textbox, word.start, word.end);
  await expect(badge('Person', word.text)).toBeVisible();

  // A selection from inside that word to inside the span's first word snaps to both whole words; without
  // overlapping it replaces the two spans it touches.
  await selectText(page, textbox, word.end - 1, target.span.start + 1);
  await expect(badge('Person', `${word.text} ${firstWordOfSpan}`)).toBeVisible();
  await expect(badge(LABEL_TEXT[target.span.label]!, spanText)).toHaveCount(0);
  await expect(badge('Person', word.text)).toHaveCount(0);

  // Ctrl+Z brings both back.
  await textbox.focus();
  await page.keyboard.press('Control+z');
  await expect(badge('Person', word.text)).toBeVisible();
  await expect(badge(LABEL_TEXT[target.span.label]!, spanText)).toBeVisible();
  await expect(badge('Person', `${word.text} ${firstWordOfSpan}`)).toHaveCount(0);

  // Ranking (prefilled from the suggestion): a digit moves the focused answer to that slot…
  const ranking = page.getByRole('group', { name: RANKING_QUESTION });
  const slot = (rank: number) => ranking.getByRole('group', { name: `Rank ${rank}` });
  const answer = (name: string) => ranking.getByRole('button', { name });
  const rankOf = async (name: string) => {
    const area = await answer(name).evaluate((item) => item.closest('[role="group"]')?.getAttribute('aria-label') ?? '');
    return area.startsWith('Rank ') ? Number(area.slice(5)) : null;
  };
  await answer('Answer B').focus();
  await page.keyboard.press('1');
  await expect(slot(1).getByRole('button', { name: 'Answer B' })).toBeFocused();
  // …the pointer drags another one into slot 2…
  await dragOnto(page, answer('Answer A'), slot(2), 'Answer A is over Rank 2.');
  await expect(slot(2).getByRole('button', { name: 'Answer A' })).toBeVisible();
  // …and the keyboard drags too: Space lifts Answer C, an arrow moves it one slot, Space drops it.
  const rankBefore = await rankOf('Answer C');
  const rankOfC = rankBefore === 1 ? 2 : (rankBefore ?? 4) - 1;
  await answer('Answer C').focus();
  await page.keyboard.press('Space');
  // The drag listens for arrows once it has started (the item is then pressed) and a zero timeout later (dnd-kit's
  // keyboard sensor adds its keydown listener so): an arrow in between is lost, as it was once on a busy machine. A
  // zero timeout queued now runs after that one.
  await expect(answer('Answer C')).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press(rankBefore === 1 ? 'ArrowDown' : 'ArrowUp');
  // Dropping before the drag has found its new target would drop it back where it was.
  await expect(page.getByText(`Answer C is over Rank ${rankOfC}.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(slot(rankOfC).getByRole('button', { name: 'Answer C' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(textbox).not.toHaveText(article);

  const stored = await owner.recordWithSubmittedResponse(first.id);
  const values = stored.responses?.find((response) => response.status === 'submitted')?.values ?? {};
  const spans = values.entities?.value as SpanValueItem[];
  const expectedSpans = [...suggestedSpans, { label: 'PERSON', start: word.start, end: word.end }];
  expect(spans).toHaveLength(expectedSpans.length);
  expect(spans).toEqual(expect.arrayContaining(expectedSpans));
  const ranks = Object.fromEntries((values.answer_ranking?.value as RankingValueItem[]).map((item) => [item.value, item.rank]));
  expect(ranks).toEqual({ answer_a: 2, answer_b: 1, answer_c: rankOfC });
});

test("on a phone the article comes before the span labels, which stay in reach above the answer bar while the text is on screen", async ({
  page,
  request,
}) => {
  const owner = new ServerApi(request);
  const dataset = (await owner.datasets()).items.find((candidate) => candidate.name === 'news-qa-ranking');
  if (!dataset) throw new Error('the demo data has no news-qa-ranking dataset');
  // A short window: the article runs on under the label bar's place above the answer bar.
  await page.setViewportSize({ width: 390, height: 260 });
  await signInAs(page, request, ANNOTATOR);
  await page.goto(`/dataset/${dataset.id}/annotation-mode`);
  const textbox = page.getByRole('textbox', { name: SPAN_QUESTION });
  const person = page.getByRole('radio', { name: 'Person' });
  const undo = page.getByRole('button', { name: 'Undo' });
  await expect(textbox).toBeVisible();

  // The text first, in the DOM (the tab order) as on screen, then the labels and Undo/Redo.
  const follows = async (later: Locator) =>
    textbox.evaluate(
      (text, other) => Boolean(text.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING),
      await later.elementHandle(),
    );
  expect(await follows(person)).toBe(true);
  expect(await follows(undo)).toBe(true);
  const top = async (locator: Locator) => (await locator.boundingBox())!.y;
  expect(await top(person)).toBeGreaterThan(await top(textbox));

  // With the text's start at the window's top, its end not yet in view, the labels stick right above the answer
  // bar, over the text (not in their place after it), and a label is picked there.
  const submit = page.getByRole('button', { name: 'Submit' });
  const labelBar = page.locator('.mg-span-question__bar');
  const textAtTop = async () => {
    await textbox.evaluate((text) => window.scrollTo(0, window.scrollY + text.getBoundingClientRect().top - 8));
    return (await textbox.boundingBox())!;
  };
  let text = await textAtTop();
  // The queue's first record depends on what earlier tests answered: a short text ends above the answer bar, so
  // the window is made shorter, until the answer bar's top is 24 px above the text's end (the text's top stays).
  const shortBy = (await submit.boundingBox())!.y - (text.y + text.height);
  if (shortBy > -24) {
    await page.setViewportSize({ width: 390, height: Math.floor(page.viewportSize()!.height - shortBy - 24) });
    text = await textAtTop();
  }
  const bar = (await labelBar.boundingBox())!;
  const answerBar = (await submit.boundingBox())!;
  expect(text.y + text.height).toBeGreaterThan(bar.y + bar.height);
  await expect(person).toBeInViewport();
  expect(bar.y + bar.height).toBeLessThanOrEqual(answerBar.y);
  // Right above it: the room between is the answer bar's padding and the line kept for its draft status.
  expect(bar.y + bar.height).toBeGreaterThan(answerBar.y - 40);
  await page.getByRole('radio', { name: 'Organization' }).click();
  await expect(page.getByRole('radio', { name: 'Organization' })).toBeChecked();
});
