import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OWNER, signInAs } from './testing/session';
import { expectVisibleFocus, tabAndPress, tabTo } from './testing/keyboard';
import { createSettingsDataset, settingsUrl } from './testing/settingsDataset';

// Every control of every settings tab, with the keyboard only: each is reached with Tab or Shift+Tab, shows its
// focus, is operated with the keys a keyboard user has (typing, Space, Enter, arrow keys, Alt+Arrow) and its
// effect is checked, on the page and on the server. No click, no fill, no focus() from the test.

const headers = { 'X-Argilla-Api-Key': 'owner.apikey' };

async function read<T>(request: APIRequestContext, path: string): Promise<T> {
  return (await (await request.get(`/api/v1${path}`, { headers })).json()) as T;
}

/** Shift+Tab back to the selected tab, then the arrow keys to the tab wanted. */
async function openTab(page: Page, name: string) {
  const selected = page.locator('[role="tab"][aria-selected="true"]');
  await tabTo(page, selected, { back: true, max: 60 });
  const names = await page.getByRole('tab').allInnerTexts();
  const current = await selected.innerText();
  const from = names.indexOf(current);
  const to = names.findIndex((text) => text.startsWith(name));
  for (let step = 0; step < Math.abs(to - from); step += 1)
    await page.keyboard.press(to > from ? 'ArrowRight' : 'ArrowLeft');
  await expect(page.getByRole('tab', { name: new RegExp(`^${name}`) })).toBeFocused();
  await expect(page.getByRole('tab', { name: new RegExp(`^${name}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectVisibleFocus(page);
}

test('every control of every settings tab works with the keyboard only', async ({ page, request }) => {
  // Many key presses and six saves on a shared machine.
  test.setTimeout(300_000);
  const dataset = await createSettingsDataset(request, 'settings-keys', { topics: true, textAndSpan: true });
  await signInAs(page, request, OWNER);
  await page.goto(settingsUrl(dataset.id));
  const panel = page.getByRole('tabpanel');

  await test.step('general: markdown editor and preview, distribution, extra metadata, update, cancel', async () => {
    await tabTo(page, page.getByRole('tab', { name: 'General' }));
    await expectVisibleFocus(page);
    await tabTo(page, panel);
    await expectVisibleFocus(page);
    const guidelines = page.getByRole('textbox', { name: 'Annotation guidelines' });
    await tabTo(page, guidelines);
    await expectVisibleFocus(page);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('## Keys only\n\nUse the keyboard.');
    // Back to the Write / Preview switch; the arrow key shows the preview.
    await tabTo(page, page.getByRole('radio', { name: 'Write' }), { back: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Preview' })).toBeChecked();
    await expect(
      page.getByRole('region', { name: /Preview/ }).getByRole('heading', { name: 'Keys only' }),
    ).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(guidelines).toHaveValue('## Keys only\n\nUse the keyboard.');

    // Each part of the tab saves with its own Update.
    const card = (name: string) => panel.getByRole('region', { name, exact: true });
    await tabAndPress(page, card('Annotation guidelines').getByRole('button', { name: 'Update' }), 'Enter');
    await expect(card('Annotation guidelines').getByRole('status')).toHaveText('Saved');
    // Saving does not drop the focus to the page: the next Tab goes on from the card.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

    const minimum = page.getByRole('spinbutton', { name: 'Minimum submitted responses per record' });
    await tabAndPress(page, minimum, 'ArrowUp');
    await expect(minimum).toHaveValue('2');
    await tabAndPress(page, card('Task distribution').getByRole('button', { name: 'Update' }), 'Enter');
    await expect(card('Task distribution').getByRole('status')).toHaveText('Saved');
    const extra = page.getByRole('checkbox', { name: 'Allow extra metadata in records' });
    const extraBefore = await extra.isChecked();
    await tabAndPress(page, extra, 'Space');
    await expect(extra).toBeChecked({ checked: !extraBefore });
    await expect(page.getByRole('tab', { name: /General/ })).toContainText('modified');
    await tabAndPress(page, card('Extra metadata').getByRole('button', { name: 'Update' }), 'Enter');
    await expect(card('Extra metadata').getByRole('status')).toHaveText('Saved');
    await expect(page.getByRole('tab', { name: /General/ })).not.toContainText('modified');
    const saved = await read<{
      guidelines: string;
      distribution: { min_submitted: number };
      allow_extra_metadata: boolean;
    }>(request, `/datasets/${dataset.id}`);
    expect(saved).toMatchObject({
      guidelines: '## Keys only\n\nUse the keyboard.',
      distribution: { min_submitted: 2 },
      allow_extra_metadata: !extraBefore,
    });

    // Cancel puts back what the server holds.
    await tabTo(page, guidelines, { back: true });
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Draft');
    await expect(guidelines).toHaveValue('## Keys only\n\nUse the keyboard. Draft');
    await tabAndPress(page, card('Annotation guidelines').getByRole('button', { name: 'Cancel' }), 'Enter');
    await expect(guidelines).toHaveValue('## Keys only\n\nUse the keyboard.');
  });

  await test.step('fields: title, markdown switch and its live preview, update', async () => {
    await openTab(page, 'Fields');
    const title = panel.getByRole('textbox', { name: 'Title' });
    await tabTo(page, title);
    await expectVisibleFocus(page);
    await page.keyboard.press('End');
    await page.keyboard.type(' text');
    const markdown = panel.getByRole('checkbox', { name: 'Render as markdown' });
    await tabAndPress(page, markdown, 'Space');
    await expect(markdown).toBeChecked();
    await expect(panel.getByRole('region', { name: 'Preview on a record: Review text' })).toBeVisible();
    await tabAndPress(page, panel.getByRole('button', { name: 'Update' }), 'Enter');
    await expect(panel.getByRole('status')).toHaveText('Saved');
    const { items } = await read<{ items: { title: string; settings: { use_markdown: boolean } }[] }>(
      request,
      `/datasets/${dataset.id}/fields`,
    );
    expect(items[0]).toMatchObject({ title: 'Review text', settings: { use_markdown: true } });
  });

  await test.step('questions: title, option labels, reorder with Alt+Arrow and Move up, visible options, suggestion first', async () => {
    await openTab(page, 'Questions');
    const sentiment = panel.getByRole('region', { name: 'Sentiment' });
    await tabTo(page, sentiment.getByRole('textbox', { name: 'Title' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('End');
    await page.keyboard.type(' of the review');
    const description = sentiment.getByRole('textbox', { name: 'Description' });
    await tabTo(page, description);
    await expectVisibleFocus(page);
    // A text area: Enter starts a new line there, and neither saves nor leaves it.
    await page.keyboard.type('The tone of the whole review');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Sarcasm counts as negative');
    await expect(description).toHaveValue('The tone of the whole review\nSarcasm counts as negative');
    await expect(description).toBeFocused();
    await expect(sentiment.getByRole('status')).toHaveText('');
    const mixed = sentiment.getByRole('textbox', { name: 'Label of mixed' });
    await tabTo(page, mixed);
    await expectVisibleFocus(page);
    // Tab selects an input's text: End, then type, adds to it.
    await page.keyboard.press('End');
    await page.keyboard.type(' feelings');
    await page.keyboard.press('Alt+ArrowUp');
    await expect(mixed).toBeFocused();
    const labelValues = () =>
      sentiment
        .getByRole('textbox', { name: /Label of/ })
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    await expect.poll(labelValues).toEqual(['Positive', 'Negative', 'Mixed feelings', 'Neutral']);
    const moveUp = sentiment.getByRole('button', { name: 'Move Mixed feelings up' });
    await tabAndPress(page, moveUp, 'Enter');
    await expect(moveUp).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(labelValues).toEqual(['Mixed feelings', 'Positive', 'Negative', 'Neutral']);
    // At the top the button says it cannot go further and keeps the focus.
    await expect(moveUp).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(moveUp).toBeFocused();
    await expect(sentiment).toContainText('Mixed feelings is now option 1 of 4');
    const visible = sentiment.getByRole('slider', { name: 'Visible options' });
    await tabAndPress(page, visible, 'ArrowDown');
    await expect(visible).toHaveValue('3');
    await tabAndPress(page, sentiment.getByRole('button', { name: 'Update' }), 'Enter');
    await expect(sentiment.getByRole('status')).toHaveText('Saved');

    const topics = panel.getByRole('region', { name: 'Topics' });
    const suggestionFirst = topics.getByRole('switch', { name: 'Suggestions first' });
    await tabAndPress(page, suggestionFirst, 'Space');
    await expect(suggestionFirst).toBeChecked();
    await tabAndPress(page, topics.getByRole('button', { name: 'Update' }), 'Enter');
    await expect(topics.getByRole('status')).toHaveText('Saved');

    const { items } = await read<{
      items: {
        name: string;
        title: string;
        description: string | null;
        settings: Record<string, unknown> & { options: { value: string; text: string }[] };
      }[];
    }>(request, `/datasets/${dataset.id}/questions`);
    const stored = Object.fromEntries(items.map((item) => [item.name, item]));
    expect(stored.sentiment?.title).toBe('Sentiment of the review');
    expect(stored.sentiment?.description).toBe('The tone of the whole review\nSarcasm counts as negative');
    expect(stored.sentiment?.settings.options.map((option) => option.text)).toEqual([
      'Mixed feelings',
      'Positive',
      'Negative',
      'Neutral',
    ]);
    expect(stored.sentiment?.settings.visible_options).toBe(3);
    expect(stored.topics?.settings.options_order).toBe('suggestion');
  });

  await test.step("questions: a text question's markdown, a span question's overlapping spans (then locked on)", async () => {
    const notes = panel.getByRole('region', { name: 'Notes' });
    const markdown = notes.getByRole('checkbox', { name: 'Use markdown' });
    await tabAndPress(page, markdown, 'Space');
    await expect(markdown).toBeChecked();
    await tabAndPress(page, notes.getByRole('button', { name: 'Update' }), 'Enter');
    await expect(notes.getByRole('status')).toHaveText('Saved');

    const entities = panel.getByRole('region', { name: 'Entities' });
    const overlap = entities.getByRole('checkbox', { name: 'Allow overlapping spans' });
    await tabAndPress(page, overlap, 'Space');
    await expect(overlap).toBeChecked();
    await tabAndPress(page, entities.getByRole('button', { name: 'Update' }), 'Enter');
    await expect(entities.getByRole('status')).toHaveText('Saved');
    // The server refuses turning overlaps off again, so the page no longer offers it, and says why.
    await expect(overlap).toBeDisabled();
    await expect(entities.getByText(/overlapping spans stay allowed/)).toBeVisible();

    const { items } = await read<{ items: { name: string; settings: Record<string, unknown> }[] }>(
      request,
      `/datasets/${dataset.id}/questions`,
    );
    const stored = Object.fromEntries(items.map((item) => [item.name, item.settings]));
    expect(stored.notes).toMatchObject({ use_markdown: true });
    expect(stored.entities).toMatchObject({ allow_overlapping: true });
  });

  await test.step('metadata: title, visible for annotators, update', async () => {
    await openTab(page, 'Metadata');
    await tabTo(page, panel.getByRole('textbox', { name: 'Title' }));
    await expectVisibleFocus(page);
    await page.keyboard.press('End');
    await page.keyboard.type(' site');
    const visible = panel.getByRole('checkbox', { name: 'Visible for annotators' });
    const before = await visible.isChecked();
    await tabAndPress(page, visible, 'Space');
    await expect(visible).toBeChecked({ checked: !before });
    await tabAndPress(page, panel.getByRole('button', { name: 'Update' }), 'Enter');
    await expect(panel.getByRole('status')).toHaveText('Saved');
    const { items } = await read<{ items: { title: string; visible_for_annotators: boolean }[] }>(
      request,
      `/me/datasets/${dataset.id}/metadata-properties`,
    );
    expect(items[0]).toMatchObject({ title: 'Source site', visible_for_annotators: !before });
  });

  await test.step('vector: title, cancel, update', async () => {
    await openTab(page, 'Vectors');
    const title = panel.getByRole('textbox', { name: 'Title' });
    await tabTo(page, title);
    await page.keyboard.press('End');
    await page.keyboard.type(' draft');
    await tabAndPress(page, panel.getByRole('button', { name: 'Cancel' }), 'Enter');
    await expect(title).toHaveValue('Embedding');
    await tabTo(page, title, { back: true });
    await page.keyboard.press('End');
    await page.keyboard.type(' of the review');
    await tabAndPress(page, panel.getByRole('button', { name: 'Update' }), 'Enter');
    await expect(panel.getByRole('status')).toHaveText('Saved');
    const { items } = await read<{ items: { title: string }[] }>(
      request,
      `/datasets/${dataset.id}/vectors-settings`,
    );
    expect(items[0]?.title).toBe('Embedding of the review');
  });

  await test.step("the guard's buttons: stay on the first tab with changes, then ignore and continue", async () => {
    const title = panel.getByRole('textbox', { name: 'Title' });
    await tabTo(page, title, { back: true });
    await page.keyboard.press('End');
    await page.keyboard.type(' again');
    await openTab(page, 'Danger zone');
    await tabAndPress(page, page.getByRole('button', { name: 'Back to dataset' }), 'Enter', { back: true });
    await expect(page.getByRole('alert')).toContainText("You didn't submit your changes");
    await expect(page.getByRole('button', { name: 'Ignore and continue' })).toBeFocused();
    await expectVisibleFocus(page);
    await tabAndPress(page, page.getByRole('button', { name: 'Stay and review the changes' }), 'Enter');
    const vectors = page.getByRole('tab', { name: /Vectors/ });
    await expect(vectors).toHaveAttribute('aria-selected', 'true');
    await expect(vectors).toBeFocused();
    await expectVisibleFocus(page);
    await expect(title).toHaveValue('Embedding of the review again');

    await tabAndPress(page, page.getByRole('button', { name: 'Back to dataset' }), 'Enter', { back: true });
    await expect(page.getByRole('button', { name: 'Ignore and continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/dataset/${dataset.id}/annotation-mode`));
    await expect(page.locator('.mg-question__title', { hasText: 'Sentiment of the review' })).toBeVisible({
      timeout: 20_000,
    });
  });

  await test.step('danger zone: type the name, delete with Enter, home without the dataset', async () => {
    await page.goto(settingsUrl(dataset.id, 'danger-zone'));
    const confirm = page.getByRole('textbox', { name: `Type ${dataset.name} to confirm` });
    await tabTo(page, confirm);
    await expectVisibleFocus(page);
    await page.keyboard.type(dataset.name);
    await tabAndPress(page, page.getByRole('button', { name: 'Delete dataset' }), 'Enter');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: dataset.name })).toHaveCount(0);
    expect((await request.get(`/api/v1/datasets/${dataset.id}`, { headers })).status()).toBe(404);
  });
});
