import { expect, test } from '@playwright/test';
import { useTheme } from './testing/session';
import { demoDataset, openAnnotation, switchToBulk } from './testing/annotationPage';
import { seriousViolations } from './testing/axe';

for (const theme of ['light', 'dark'] as const) {
  test(`the annotation page has no serious or critical axe violations (${theme})`, async ({ page, request }) => {
    await useTheme(page, theme);
    const dataset = await demoDataset(request);
    await openAnnotation(page, request, dataset, { query: '?page=1&status=valid' });
    await expect(page.getByRole('article', { name: 'Record' }).first()).toBeVisible();
    expect(await seriousViolations(page), 'focus view').toEqual([]);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Helpful votes' }).click();
    await expect(page.getByRole('slider', { name: 'Minimum of Helpful votes' })).toBeVisible();
    expect(await seriousViolations(page), 'filters').toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    expect(await seriousViolations(page), 'sort').toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('pending');
    await switchToBulk(page);
    await expect(page.getByRole('list', { name: 'Records of this page' })).toBeVisible();
    expect(await seriousViolations(page), 'bulk view').toEqual([]);
  });
}
