import { expect, test, type Page } from '@playwright/test';
import { OWNER_API_KEY } from './testing/api';
import { filtersPanel } from './testing/annotationPage';
import { createCommentsDataset } from './testing/commentsDataset';
import { signInAs } from './testing/session';

/** The comments panel under the questions (the panels are opened if a stored layout collapsed them). */
async function commentsPanel(page: Page) {
  const expand = page.getByRole('button', { name: 'Expand Progress and activity' });
  if (await expand.isVisible()) await expand.click();
  const panel = page.getByRole('region', { name: 'Comments' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  return panel;
}

test('an annotator mentions a reviewer on a hard record; the reviewer sees the mention, answers and resolves it', async ({ browser, request }) => {
  const hard = 'Oh great, another Monday. Just what I needed.';
  const { dataset, records, annotator, reviewer } = await createCommentsDataset(request, 'comments-flow', [hard, 'A plain, pleasant film.']);

  // The annotator asks the reviewer on the hard record, in markdown, from the comments panel.
  const annPage = await (await browser.newContext()).newPage();
  await signInAs(annPage, request, annotator);
  // Each annotator's queue starts at a point of its own in the records' random order: the search finds the record.
  await annPage.goto(`/dataset/${dataset.id}/annotation-mode?search=Monday`);
  await expect(annPage.getByText(hard, { exact: true })).toBeVisible({ timeout: 30_000 });
  const annPanel = await commentsPanel(annPage);
  await expect(annPanel.getByText(/No comments yet/)).toBeVisible();
  await annPanel.getByRole('textbox', { name: 'New comment' }).fill(`Is this **sarcasm**? @${reviewer.username}, what do the guidelines say?`);
  await annPanel.getByRole('button', { name: 'Comment' }).click();
  const question = annPanel.getByRole('listitem', { name: `Comment by ${annotator.username}` });
  await expect(question.locator('strong')).toHaveText('sarcasm');
  // The record header counts the open comment.
  await expect(annPage.getByRole('button', { name: 'Comments: 1 open of 1' })).toBeVisible();

  // The reviewer's next load shows the mention as a notification, which leads to the records mentioning her.
  const ritaPage = await (await browser.newContext()).newPage();
  await signInAs(ritaPage, request, reviewer);
  await ritaPage.goto('/');
  const notice = ritaPage.getByText(`${annotator.username} mentioned you on a record of ${dataset.name}`);
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await ritaPage.getByRole('button', { name: 'Open the record' }).click();
  await expect(ritaPage).toHaveURL(new RegExp(`/dataset/${dataset.id}/annotation-mode\\?.*comments=mentions`));
  await expect(ritaPage.getByText(hard, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(
    (await filtersPanel(ritaPage)).getByRole('combobox', { name: 'Comments filter' }),
  ).toHaveValue('mentions');
  await ritaPage.keyboard.press('Escape');
  await expect(ritaPage.getByRole('navigation', { name: 'Records' })).toContainText('1 of 1');
  const ritaPanel = await commentsPanel(ritaPage);
  const mention = ritaPanel.getByRole('listitem', { name: `Comment by ${annotator.username}` });
  await expect(mention.getByText('Mentions you')).toBeVisible();

  // She answers, then resolves the question.
  await ritaPanel.getByRole('textbox', { name: 'New comment' }).fill(`Yes, @${annotator.username}: irony counts as *negative*.`);
  await ritaPanel.getByRole('button', { name: 'Comment' }).click();
  await expect(ritaPanel.getByRole('listitem', { name: `Comment by ${reviewer.username}` }).locator('em')).toHaveText('negative');
  await mention.getByRole('button', { name: 'Resolve' }).click();
  await expect(mention.getByText('Resolved')).toBeVisible();

  // The server holds both comments, the question resolved; no open mention of the reviewer is left. The panel
  // shows "Resolved" as soon as it is clicked (the store's write is optimistic), so the server is asked until its
  // answer to the resolve has landed: read at once, a loaded CI machine saw the thread before it (2026-12-07).
  const owner = { 'X-Argilla-Api-Key': OWNER_API_KEY };
  const readThread = async () =>
    (await request.get(`/api/v1/records/${records[0]!.id}/comments`, { headers: owner })).json();
  const resolvedStates = async () =>
    (await readThread()).items.map((c: { username: string; resolved: boolean }) => [c.username, c.resolved]);
  await expect
    .poll(resolvedStates, { timeout: 15_000 })
    .toEqual([
      [annotator.username, true],
      [reviewer.username, false],
    ]);
  const thread = await readThread();
  expect(thread.items[0].mentions).toEqual([reviewer.id]);
  expect(thread.items[1].mentions).toEqual([annotator.id]);

  // The annotator sees the answer and the resolved question after a reload, and the reply's mention of her.
  await annPage.reload();
  const reloaded = await commentsPanel(annPage);
  await expect(reloaded.getByRole('listitem', { name: `Comment by ${annotator.username}` }).getByText('Resolved')).toBeVisible();
  await expect(reloaded.getByRole('listitem', { name: `Comment by ${reviewer.username}` }).getByText('Mentions you')).toBeVisible();
  await expect(annPage.getByText(`${reviewer.username} mentioned you on a record of ${dataset.name}`)).toBeVisible({ timeout: 30_000 });
});
