import { expect, test, type Page } from '@playwright/test';
import { OWNER, signInAs } from './support/session';
import { createSettingsDataset, settingsUrl } from './settings/settingsDataset';

/** The option labels of the annotation page's Topics question, in the order shown. */
async function topicsOrder(page: Page): Promise<string[]> {
  const text = await page.getByRole('group', { name: 'Topics' }).innerText();
  return ['News', 'Sports', 'International', 'Politics']
    .map((label) => ({ label, at: text.indexOf(label) }))
    .sort((a, b) => a.at - b.at)
    .map(({ label }) => label);
}

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
  const order = card.getByRole('combobox', { name: 'Options order' });
  await expect(order).toHaveValue('natural');
  await order.selectOption({ label: 'Suggestions first' });
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
