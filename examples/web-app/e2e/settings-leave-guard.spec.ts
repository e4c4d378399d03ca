import { expect, test } from '@playwright/test';
import { OWNER, signInAs } from './testing/session';
import { createSettingsDataset, settingsUrl } from './testing/settingsDataset';

// The unsaved-change guard beyond the page's own links: browser back (held by the router, answered with the
// settings' warning), reload and tab close (the browser's own question).

test('browser back with unsaved changes warns first; staying keeps the edit, ignoring goes back', async ({
  page,
  request,
}) => {
  const dataset = await createSettingsDataset(request, 'settings-back');
  await signInAs(page, request, OWNER);
  await page.goto(`/dataset/${dataset.id}/annotation-mode`);
  await page.getByRole('button', { name: `Settings of ${dataset.name}` }).click();
  await expect(page).toHaveURL(settingsUrl(dataset.id));
  await page.getByRole('tab', { name: 'Vectors' }).click();
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.fill('Review embedding');
  await page.getByRole('tab', { name: 'Danger zone' }).click();

  await page.evaluate(() => window.history.back());
  await expect(page.getByRole('alert')).toContainText("You didn't submit your changes");
  await expect(page).toHaveURL(settingsUrl(dataset.id, 'danger-zone'));
  await page.getByRole('button', { name: 'Stay and review the changes' }).click();
  await expect(page.getByRole('tab', { name: /Vectors/ })).toHaveAttribute('aria-selected', 'true');
  await expect(title).toHaveValue('Review embedding');
  await expect(page).toHaveURL(settingsUrl(dataset.id, 'vector'));

  await page.evaluate(() => window.history.back());
  await page.getByRole('button', { name: 'Ignore and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/dataset/${dataset.id}/annotation-mode`));
  // Forward into the settings and back again: nothing is modified any more, so nobody asks.
  await page.goForward();
  await expect(page.getByRole('tab', { name: 'General' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/dataset/${dataset.id}/annotation-mode`));
  await expect(page.getByRole('alert').filter({ hasText: "You didn't submit your changes" })).toHaveCount(0);
});

test('reload and tab close with unsaved changes ask the browser’s question; without changes nobody asks', async ({
  page,
  request,
}) => {
  const dataset = await createSettingsDataset(request, 'settings-reload');
  await signInAs(page, request, OWNER);
  await page.goto(settingsUrl(dataset.id, 'vector'));
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });

  // Without changes the reload just happens.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Embedding');
  expect(dialogs).toEqual([]);

  const title = page.getByRole('textbox', { name: 'Title' });
  await title.click();
  await title.fill('Review embedding');
  // Started from the page, so the test does not wait for a navigation that the person cancels.
  await page.evaluate(() => setTimeout(() => window.location.reload(), 0));
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
  // 'Stay': the edit is still there.
  await expect(title).toHaveValue('Review embedding');
  await expect(page.getByRole('tab', { name: /Vectors/ })).toContainText('modified');

  // Closing the tab asks the same question.
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(['beforeunload', 'beforeunload']);
  expect(page.isClosed()).toBe(false);
  await expect(title).toHaveValue('Review embedding');
});
