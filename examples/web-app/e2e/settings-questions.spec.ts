import { expect, test, type Page } from '@playwright/test';
import { OWNER, signInAs } from './testing/session';
import { createSettingsDataset, settingsUrl } from './testing/settingsDataset';

/** The given option labels of one of the annotation page's questions (a group or radio group), in the order shown. */
async function shownOrder(page: Page, question: string, labels: readonly string[]): Promise<string[]> {
  const text = await questionOptions(page, question).innerText();
  return labels
    .map((label) => ({ label, at: text.indexOf(label) }))
    .sort((a, b) => a.at - b.at)
    .map(({ label }) => label);
}

/** A question's options on the annotation page: a group of checkboxes (multi-label) or a radio group (label). */
const questionOptions = (page: Page, question: string) =>
  page.getByRole('group', { name: question }).or(page.getByRole('radiogroup', { name: question }));

/**
 * Whether a click would reach the page now. After a drop, the sortable (dnd-kit) stops every click at the document
 * for 50 ms, on a timer that a busy page runs late while the next click is dispatched first: a Move up clicked right
 * after a drag was lost (seen once under a CI run's load). A click dispatched on the body reaches no control.
 */
function clicksReachThePage(): boolean {
  let reached = false;
  const probe = () => (reached = true);
  document.body.addEventListener('click', probe);
  document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  document.body.removeEventListener('click', probe);
  return reached;
}

const topicsOrder = (page: Page) =>
  shownOrder(page, 'Topics', ['News', 'Sports', 'International', 'Politics']);
const sentimentOrder = (page: Page) =>
  shownOrder(page, 'Sentiment', ['Positive', 'Negative', 'Neutral', 'Mixed']);

test('suggestions first: saved in the question settings, the annotation page lists suggested options first', async ({
  page,
  request,
}) => {
  const dataset = await createSettingsDataset(request, 'settings-suggestion-first', { topics: true });
  await signInAs(page, request, OWNER);
  await page.goto(`/dataset/${dataset.id}/annotation-mode`);
  await expect(page.getByRole('group', { name: 'Topics' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => topicsOrder(page)).toEqual(['News', 'Sports', 'International', 'Politics']);

  await page.goto(settingsUrl(dataset.id, 'questions'));
  const card = page.getByRole('region', { name: 'Topics' });
  const suggestionFirst = card.getByRole('switch', { name: 'Suggestions first' });
  await expect(suggestionFirst).not.toBeChecked();
  await suggestionFirst.check();
  await expect(page.getByRole('tab', { name: /Questions/ })).toContainText('modified');
  await card.getByRole('button', { name: 'Update' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved');

  // Stored on the server, in the question's settings.
  const questions = await request.get(`/api/v1/datasets/${dataset.id}/questions`, {
    headers: { 'X-Argilla-Api-Key': 'owner.apikey' },
  });
  const topics = (
    (await questions.json()) as { items: { name: string; settings: Record<string, unknown> }[] }
  ).items.find((question) => question.name === 'topics');
  expect(topics?.settings.options_order).toBe('suggestion');

  // Highest score first, then the rest in their natural order.
  await page.getByRole('button', { name: 'Back to dataset' }).click();
  await expect(page.getByRole('group', { name: 'Topics' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => topicsOrder(page)).toEqual(['International', 'Politics', 'News', 'Sports']);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Topics' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => topicsOrder(page)).toEqual(['International', 'Politics', 'News', 'Sports']);
});

test("an option label left empty says 'Empty options are not allowed' and cannot be saved", async ({
  page,
  request,
}) => {
  const dataset = await createSettingsDataset(request, 'settings-empty-option');
  await signInAs(page, request, OWNER);
  await page.goto(settingsUrl(dataset.id, 'questions'));
  const card = page.getByRole('region', { name: 'Sentiment' });
  await card.getByRole('textbox', { name: 'Label of mixed' }).fill('  ');
  await expect(card.getByText('Empty options are not allowed')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Update' })).toBeDisabled();
  await card.getByRole('textbox', { name: 'Label of mixed' }).fill('Mixed feelings');
  await expect(card.getByText('Empty options are not allowed')).toHaveCount(0);
  await card.getByRole('button', { name: 'Update' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved');
});

test('options reordered by drag and by Move up are saved and listed in that order on the annotation page', async ({
  page,
  request,
}) => {
  const dataset = await createSettingsDataset(request, 'settings-option-order');
  await signInAs(page, request, OWNER);
  await page.goto(settingsUrl(dataset.id, 'questions'));
  const card = page.getByRole('region', { name: 'Sentiment' });
  const labels = card.getByRole('textbox', { name: /Label of/ });
  await expect(labels).toHaveCount(4);
  // The tabs the server's reviewers decide (Reviewers, Model suggestions, History) come a moment later and can
  // move the page down: the handles are measured once they are there.
  await expect(page.getByRole('tab', { name: 'History' })).toBeVisible();
  const values = () =>
    labels.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

  // Drag Neutral by its handle above Positive.
  const grip = (value: string) =>
    card
      .getByRole('listitem')
      .filter({ has: page.getByRole('textbox', { name: `Label of ${value}` }) })
      .locator('.mg-settings__grip');
  // In the middle of the window, so the sortable's auto-scroll near an edge does not move the list under the pointer.
  await grip('neutral').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const from = (await grip('neutral').boundingBox())!;
  const to = (await grip('positive').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect.poll(values).toEqual(['Neutral', 'Positive', 'Negative', 'Mixed']);
  await expect(page.getByRole('tab', { name: /Questions/ })).toContainText('modified');

  await page.waitForFunction(clicksReachThePage);
  await card.getByRole('button', { name: 'Move Mixed up' }).click();
  await expect.poll(values).toEqual(['Neutral', 'Positive', 'Mixed', 'Negative']);
  await card.getByRole('button', { name: 'Update' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved');
  await expect(page.getByRole('tab', { name: 'Questions' })).not.toContainText('modified');

  const stored = await request.get(`/api/v1/datasets/${dataset.id}/questions`, {
    headers: { 'X-Argilla-Api-Key': 'owner.apikey' },
  });
  const sentiment = (
    (await stored.json()) as { items: { name: string; settings: { options: { value: string }[] } }[] }
  ).items.find((question) => question.name === 'sentiment');
  expect(sentiment?.settings.options.map((option) => option.value)).toEqual([
    'neutral',
    'positive',
    'mixed',
    'negative',
  ]);

  await page.getByRole('button', { name: 'Back to dataset' }).click();
  await expect(questionOptions(page, 'Sentiment')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => sentimentOrder(page)).toEqual(['Neutral', 'Positive', 'Mixed', 'Negative']);
});

test('a description of several lines: Enter starts a new line and saves nothing; saved, the annotation page shows both lines', async ({
  page,
  request,
}) => {
  const dataset = await createSettingsDataset(request, 'settings-description', {
    topics: true,
    textAndSpan: true,
  });
  await signInAs(page, request, OWNER);
  await page.goto(settingsUrl(dataset.id, 'questions'));
  const card = page.getByRole('region', { name: 'Sentiment' });
  // Each card names its question's type as people read it, never by its raw name.
  for (const [question, type] of [
    ['Sentiment', 'Label'],
    ['Topics', 'Multi-label'],
    ['Notes', 'Text'],
    ['Entities', 'Span'],
  ] as const)
    await expect(
      page.getByRole('region', { name: question }).getByText(`Type: ${type}`, { exact: true }),
    ).toBeVisible();
  await expect(page.getByRole('tabpanel')).not.toContainText('_selection');

  const description = card.getByRole('textbox', { name: 'Description' });
  await description.click();
  await page.keyboard.type('The tone of the whole review.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Sarcasm counts as negative.');
  const twoLines = 'The tone of the whole review.\nSarcasm counts as negative.';
  await expect(description).toHaveValue(twoLines);
  await expect(description).toBeFocused();
  // Enter neither saved nor moved anywhere.
  await expect(card.getByRole('status')).toHaveText('');
  await expect(page).toHaveURL(/tab=questions/);
  await card.getByRole('button', { name: 'Update' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved');
  const stored = await request.get(`/api/v1/datasets/${dataset.id}/questions`, {
    headers: { 'X-Argilla-Api-Key': 'owner.apikey' },
  });
  const sentiment = (
    (await stored.json()) as { items: { name: string; description: string | null }[] }
  ).items.find((question) => question.name === 'sentiment');
  expect(sentiment?.description).toBe(twoLines);

  await description.fill('a'.repeat(501));
  await expect(card.getByText('This must be less than 500.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Update' })).toBeDisabled();
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(description).toHaveValue(twoLines);

  await page.getByRole('button', { name: 'Back to dataset' }).click();
  const shown = page.getByText('Sarcasm counts as negative.');
  await expect(shown).toBeVisible({ timeout: 20_000 });
  // Its line break stays a line break (innerText follows the layout).
  await expect(shown).toHaveCSS('white-space', 'pre-line');
  await expect.poll(() => shown.innerText()).toBe(twoLines);
});
