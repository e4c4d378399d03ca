import { expect, test } from '@playwright/test';
import { ServerApi } from './support/api';
import { OWNER, signInAs } from './support/session';

// A hub that fails while the first rows are imported: the creation sequence deletes the dataset it made and the
// dialog says why, so the user never finds a half-created dataset on the home page.

test.beforeEach(async ({ page, request }) => {
  await signInAs(page, request, OWNER);
});

for (const repoId of ['marginalia-stand-in/server-error', 'marginalia-stand-in/connection-drop']) {
  test(`creating from ${repoId} reports the failed import and leaves no dataset behind`, async ({
    page,
    request,
  }) => {
    const name = `${repoId.split('/')[1]}-${Date.now().toString(36)}`;
    await page.goto(`/${encodeURIComponent(repoId)}`);
    await expect(page.getByRole('heading', { name: `${repoId} Preview` })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Create dataset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create the dataset' });
    await expect(dialog.getByLabel('Workspace')).not.toHaveValue('');
    await dialog.getByLabel('Dataset name').fill(name);
    await dialog.getByRole('button', { name: 'Create dataset' }).click();
    // The job fails after its retries; the sequence sees it on its next poll (3 s apart).
    await expect(dialog.getByText(
        'The dataset could not be created: the import from the hub did not finish (status: failed), so the dataset was removed. Try again later',
      )).toBeVisible({
      timeout: 45_000,
    });
    await expect(page).not.toHaveURL(/annotation-mode/);
    const owner = new ServerApi(request);
    expect((await owner.datasets()).items.map((d) => d.name)).not.toContain(name);
    // The user's work is kept: the dialog still holds the name, ready for another try.
    await expect(dialog.getByLabel('Dataset name')).toHaveValue(name);
  });
}
