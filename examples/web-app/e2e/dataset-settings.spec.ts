import { expect, test, type Page } from '@playwright/test';
import { ANNOTATOR, OWNER, signInAs } from './testing/session';
import { createSettingsDataset, settingsUrl } from './testing/settingsDataset';
import { seriousViolations } from './testing/axe';

/** The annotation page's guidelines drawer, opened from the toolbar. */
async function guidelinesPanel(page: Page) {
  await page.getByRole('button', { name: 'Guidelines', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Annotation guidelines' });
  await expect(panel).toBeVisible();
  return panel;
}

test('edited guidelines show in the annotation page’s guidelines drawer', async ({ page, request }) => {
  const dataset = await createSettingsDataset(request, 'settings-guidelines');
  await signInAs(page, request, OWNER);
  await page.goto(`/dataset/${dataset.id}/annotation-mode`);
  await page.getByRole('button', { name: `Settings of ${dataset.name}` }).click();
  await expect(page).toHaveURL(settingsUrl(dataset.id));

  const editor = page.getByRole('textbox', { name: 'Annotation guidelines' });
  await editor.fill('## Label by tone\n\nIgnore the plot summary.');
  await page.getByRole('radio', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Label by tone' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Annotation guidelines', exact: true });
  await card.getByRole('button', { name: 'Update' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved');

  // Back to the annotation page it came from, its query included.
  await page.getByRole('button', { name: 'Back to dataset' }).click();
  await expect(page).toHaveURL(new RegExp(`/dataset/${dataset.id}/annotation-mode\\?page=1&status=pending$`));
  const panel = await guidelinesPanel(page);
  await expect(panel.getByRole('heading', { name: 'Label by tone' })).toBeVisible();
  await expect(panel.getByText('Ignore the plot summary.')).toBeVisible();
});

test('a renamed question shows on the annotation page', async ({ page, request }) => {
  const dataset = await createSettingsDataset(request, 'settings-question');
  await signInAs(page, request, OWNER);
  await page.goto(settingsUrl(dataset.id, 'questions'));
  await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
  // The card is named by its saved title, which changes with the save.
  const card = page.getByRole('tabpanel').getByRole('region');
  await expect(card).toHaveAccessibleName('Sentiment');
  await card.getByRole('textbox', { name: 'Title' }).fill('How does the review feel?');
  await card.getByRole('textbox', { name: 'Label of negative' }).fill('Critical');
  await card.getByRole('button', { name: 'Update' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved');
  await expect(card).toHaveAccessibleName('How does the review feel?');

  await page.getByRole('button', { name: 'Back to dataset' }).click();
  await expect(page.getByText('How does the review feel?')).toBeVisible();
  await expect(page.getByText('Critical', { exact: true })).toBeVisible();
});

test('the distribution of a dataset with responses cannot change on the settings page, which says so', async ({
  page,
  request,
}) => {
  const dataset = await createSettingsDataset(request, 'settings-locked', { responded: true });
  await signInAs(page, request, OWNER);
  await page.goto(settingsUrl(dataset.id));
  const expectLocked = async () => {
    await expect(
      page.getByText("Distribution settings can't be modified for a dataset containing user responses"),
    ).toBeVisible();
    await expect(
      page.getByRole('spinbutton', { name: 'Minimum submitted responses per record' }),
    ).toBeDisabled();
  };
  await expectLocked();

  // The lock is the settings page's rule: the server accepts the change, as Argilla's does for its Python SDK.
  const response = await request.patch(`/api/v1/datasets/${dataset.id}`, {
    headers: { 'X-Argilla-Api-Key': 'owner.apikey' },
    data: { distribution: { strategy: 'overlap', min_submitted: 2 } },
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ distribution: { strategy: 'overlap', min_submitted: 2 } });
  await page.reload();
  await expectLocked();
});

test('leaving with unsaved changes warns; closing the warning opens the first tab with changes', async ({
  page,
  request,
}) => {
  const dataset = await createSettingsDataset(request, 'settings-guard');
  await signInAs(page, request, OWNER);
  await page.goto(settingsUrl(dataset.id, 'vector'));
  await page.getByRole('textbox', { name: 'Title' }).fill('Review embedding');
  await page.getByRole('tab', { name: 'Fields' }).click();
  await expect(page).toHaveURL(settingsUrl(dataset.id, 'fields'));
  await page.getByRole('textbox', { name: 'Title' }).fill('Full review');
  await page.getByRole('tab', { name: 'Danger zone' }).click();

  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('alert')).toContainText("You didn't submit your changes");
  await expect(page).toHaveURL(settingsUrl(dataset.id, 'danger-zone'));
  await page.getByRole('button', { name: 'Stay and review the changes' }).click();
  await expect(page.getByRole('tab', { name: /Fields/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /Vectors/ })).toContainText('modified');

  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Ignore and continue' }).click();
  await expect(page).toHaveURL('/');
});

test('deleting a dataset needs its name typed, then goes home without it', async ({ page, request }) => {
  const dataset = await createSettingsDataset(request, 'settings-delete');
  await signInAs(page, request, OWNER);
  await page.goto(settingsUrl(dataset.id, 'danger-zone'));
  const remove = page.getByRole('button', { name: 'Delete dataset' });
  await page
    .getByRole('textbox', { name: `Type ${dataset.name} to confirm` })
    .fill(dataset.name.toUpperCase());
  await expect(remove).toBeDisabled();
  await page.getByRole('textbox', { name: `Type ${dataset.name} to confirm` }).fill(dataset.name);
  await remove.click();
  await expect(page).toHaveURL('/');
  // The home list loads first; on a loaded machine that took over 5 s.
  await expect(page.getByRole('heading', { name: 'product-reviews' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: dataset.name })).toHaveCount(0);
  const gone = await request.get(`/api/v1/datasets/${dataset.id}`, {
    headers: { 'X-Argilla-Api-Key': 'owner.apikey' },
  });
  expect(gone.status()).toBe(404);
});

test('annotators get the read-only info view', async ({ page, request }) => {
  const dataset = await createSettingsDataset(request, 'settings-annotator');
  const bare = await createSettingsDataset(request, 'settings-bare', { guidelines: null });
  await signInAs(page, request, ANNOTATOR);
  await page.goto(settingsUrl(dataset.id));
  await expect(page.getByRole('heading', { name: 'Dataset info' })).toBeVisible();
  await expect(page.getByText('1 submitted response needed per record')).toBeVisible();
  await expect(page.getByText('Read the whole review first.')).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  expect(await seriousViolations(page), 'annotator info view').toEqual([]);
  await page.goto(settingsUrl(bare.id));
  await expect(page.getByText('This dataset has no annotation guidelines yet.')).toBeVisible();
});

test('every settings tab has no serious or critical axe violations, and works by keyboard', async ({
  page,
  request,
}) => {
  // Nine axe runs on a shared machine.
  test.setTimeout(240_000);
  const dataset = await createSettingsDataset(request, 'settings-a11y', { topics: true, textAndSpan: true });
  await signInAs(page, request, OWNER);
  await page.goto(settingsUrl(dataset.id));
  const tabs = [
    'General',
    'Fields',
    'Questions',
    'Metadata',
    'Vectors',
    'Reviewers',
    'Model suggestions',
    'History',
    'Danger zone',
  ];
  await expect(page.getByRole('tab')).toHaveText(tabs);
  await page.getByRole('tab', { name: 'General' }).focus();
  for (const [index, tab] of tabs.entries()) {
    if (index > 0) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: tab })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    expect(await seriousViolations(page), tab).toEqual([]);
  }
  // Keyboard only: into the danger zone's panel, type the name, and the delete button is reachable.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: `Type ${dataset.name} to confirm` })).toBeFocused();
});
