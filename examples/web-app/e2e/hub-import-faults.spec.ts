import { expect, test } from '@playwright/test';
import { ServerApi } from './testing/api';
import { createFromPreview, openPreview, submitCreation } from './testing/hubCreation';
import { OWNER, signInAs } from './testing/session';

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
    await openPreview(page, repoId);
    const dialog = await submitCreation(page, name);
    // The job fails after its retries; the sequence sees it on its next poll (3 s apart).
    await expect(
      dialog.getByText(
        'The dataset could not be created: the import from the hub did not finish (status: failed), so the dataset was removed. Try again later',
      ),
    ).toBeVisible({
      timeout: 45_000,
    });
    await expect(page).not.toHaveURL(/annotation-mode/);
    const owner = new ServerApi(request);
    expect((await owner.datasets()).items.map((d) => d.name)).not.toContain(name);
    // The user's work is kept: the dialog still holds the name, ready for another try.
    await expect(dialog.getByLabel('Dataset name')).toHaveValue(name);
  });
}

test('a split with 0 rows: creating says the split has no rows and leaves no dataset behind', async ({
  page,
  request,
}) => {
  const repoId = 'marginalia-stand-in/empty-split';
  const name = `empty-split-${Date.now().toString(36)}`;
  await openPreview(page, repoId);
  await page.getByLabel('Split').selectOption('empty');
  const dialog = await submitCreation(page, name);
  await expect(dialog.getByRole('alert')).toHaveText(
    'The dataset could not be created: Split `empty` of hub dataset `marginalia-stand-in/empty-split` has no rows',
    { timeout: 30_000 },
  );
  expect((await new ServerApi(request).datasets()).items.map((d) => d.name)).not.toContain(name);
  await expect(dialog.getByLabel('Dataset name')).toHaveValue(name);
});

// Columns no field can take (a struct, a list of lists, bytes, a timestamp) and columns named like the record
// attributes of the hub layout (id, status, _server_id) are left unmapped by the preview, so creating works.
for (const [repoId, fields] of [
  ['marginalia-stand-in/nested-types', ['text']],
  ['marginalia-stand-in/reserved-names', ['text']],
] as const) {
  test(`${repoId}: unsupported or reserved columns stay unmapped and the dataset is created`, async ({
    page,
    request,
  }) => {
    const name = `${repoId.split('/')[1]}-${Date.now().toString(36)}`;
    await openPreview(page, repoId);
    const datasetId = await createFromPreview(page, name);
    const owner = new ServerApi(request);
    expect((await owner.fields(datasetId)).items.map((f) => f.name)).toEqual(fields);
    await expect
      .poll(async () => (await owner.progress(datasetId)).total, { timeout: 30_000 })
      .toBeGreaterThan(0);
  });
}
