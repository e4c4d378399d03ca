import { expect, type Locator, type Page } from '@playwright/test';

// The steps every hub flow takes: open a repository's preview, then name and create the dataset in the dialog.

/** Opens the creation preview of `repoId` (the stand-in's first answer can be slow on a busy machine). */
export async function openPreview(page: Page, repoId: string): Promise<void> {
  await page.goto(`/${encodeURIComponent(repoId)}`);
  await expect(page.getByRole('heading', { name: `${repoId} Preview` })).toBeVisible({ timeout: 30_000 });
}

/** Opens the create dialog, names the dataset and presses Create; resolves with the dialog for what follows. */
export async function submitCreation(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Create dataset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create the dataset' });
  await expect(dialog.getByLabel('Workspace')).not.toHaveValue('');
  await dialog.getByLabel('Dataset name').fill(name);
  await dialog.getByRole('button', { name: 'Create dataset' }).click();
  return dialog;
}

/** Creates the dataset and waits for its annotation page; resolves with the new dataset's id. */
export async function createFromPreview(page: Page, name: string): Promise<string> {
  await submitCreation(page, name);
  await expect(page).toHaveURL(/\/dataset\/[^/]+\/annotation-mode/, { timeout: 45_000 });
  return /\/dataset\/([^/]+)\/annotation-mode/.exec(page.url())![1]!;
}
