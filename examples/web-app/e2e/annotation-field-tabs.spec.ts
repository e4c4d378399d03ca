import { expect, test } from '@playwright/test';
import { OWNER, signInAs } from './testing/session';
import { createSettingsDataset } from './testing/settingsDataset';

test('fields sharing a name prefix show as tabs that work by mouse and keyboard', async ({
  page,
  request,
}) => {
  const dataset = await createSettingsDataset(request, 'field-tabs', { answers: true });
  await signInAs(page, request, OWNER);
  await page.goto(`/dataset/${dataset.id}/annotation-mode`);

  // 'review' stands alone; 'answer-a' and 'answer-b' share the prefix 'answer' and are tabs, the first selected,
  // in a tab list named 'Fields' (found by its name, so a tab list that loses it fails here).
  const tabs = page.getByRole('tablist', { name: 'Fields', exact: true });
  // The first record takes a while on a busy machine.
  await expect(tabs.getByRole('tab')).toHaveText(['Answer A', 'Answer B'], { timeout: 30_000 });
  const answerA = tabs.getByRole('tab', { name: 'Answer A' });
  const answerB = tabs.getByRole('tab', { name: 'Answer B' });
  await expect(answerA).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveAccessibleName('Answer A');
  await expect(panel).toContainText('A says:');
  await expect(answerA).toHaveAttribute('aria-controls', (await panel.getAttribute('id'))!);

  // A click selects; the arrow keys, Home and End move the selection and the focus, wrapping at the ends.
  await answerB.click();
  await expect(panel).toContainText('B says:');
  await page.keyboard.press('ArrowRight');
  await expect(answerA).toBeFocused();
  await expect(answerA).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('A says:');
  await page.keyboard.press('End');
  await expect(answerB).toBeFocused();
  await expect(panel).toHaveAccessibleName('Answer B');
  await page.keyboard.press('Home');
  await expect(answerA).toBeFocused();

  // Only the selected tab is a Tab stop (roving tabindex): Tab leaves the list instead of reaching the other tab.
  await expect(answerA).toHaveAttribute('tabindex', '0');
  await expect(answerB).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('Tab');
  await expect(answerB).not.toBeFocused();
  await expect(answerA).not.toBeFocused();
});
