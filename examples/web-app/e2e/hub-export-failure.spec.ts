import { expect, test } from '@playwright/test';
import { OWNER, signInAs } from './testing/session';
import { createSettingsDataset } from './testing/settingsDataset';

// A token the stand-in hub knows as read-only: the export job fails on the server and the page says so.

test("an export with a read-only token ends in 'Export failed', and the export can be tried again", async ({
  page,
  request,
}) => {
  const dataset = await createSettingsDataset(request, 'export-read-token');
  await signInAs(page, request, OWNER);
  await page.goto(`/dataset/${dataset.id}/annotation-mode`);
  const open = page.getByRole('button', { name: 'Export to Hub' });
  await open.click();
  const form = page.getByRole('dialog', { name: 'Export the dataset to the Hugging Face Hub' });
  await form.getByLabel('Organization or username').fill('standin-user');
  await form.getByLabel('Dataset name').fill(`${dataset.name}-export`);
  await form.getByLabel('Hugging Face token (with write permission)').fill('hf_standin_read');
  await form.getByRole('button', { name: 'Export' }).click();

  await expect(page.getByText('Export failed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Dataset exported to Hub')).toHaveCount(0);
  // Nothing runs any more: the button opens the form again.
  await expect(open).toHaveAttribute('aria-busy', 'false');
  await open.click();
  await expect(form.getByLabel('Organization or username')).toBeVisible();
});
