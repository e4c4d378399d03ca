import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../../../tooling/e2ePorts';
import { OWNER, signInAs, useTheme } from './testing/session';

const THEMES = ['light', 'dark', 'high-contrast', 'system'] as const;
// Sign-in, home, user settings and the 404 page are checked with axe by the visual suite (examples/web-app/visual,
// part of `npm test`) in every theme at three widths; here the page and the open menus and dialogs it does not hold.
const PAGES = [
  {
    name: 'share your progress',
    path: '/share-your-progress?user_name=owner&records_submitted=12&team_progress=40&dataset_name=demo&dataset_id=x',
    ready: { role: 'heading', name: 'owner is contributing to demo' },
  },
] as const;

/** axe with the WCAG A/AA rules, plus the AAA contrast rule in high contrast; only serious and critical count. */
async function seriousViolations(page: Page, theme: string) {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  if (theme === 'high-contrast') tags.push('wcag2aaa');
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const theme of THEMES) {
  test(`no serious or critical axe violations in the ${theme} theme`, async ({ page, request }) => {
    // Three axe runs, 7–10 s each on a shared machine.
    test.setTimeout(120_000);
    await useTheme(page, theme);
    await signInAs(page, request, OWNER);
    for (const target of PAGES) {
      await page.goto(target.path);
      await expect(page.getByRole(target.ready.role, { name: target.ready.name, level: 1 })).toBeVisible();
      expect(await seriousViolations(page, theme), target.name).toEqual([]);
    }
    // Open menus and dialogs are checked too.
    await page.goto('/');
    await page.getByRole('button', { name: 'Import from Python' }).click();
    await page.getByRole('button', { name: 'All workspaces' }).click();
    expect(await seriousViolations(page, theme), 'home with open dialogs').toEqual([]);
    await page.getByRole('button', { name: 'User menu of owner' }).click();
    expect(await seriousViolations(page, theme), 'avatar menu').toEqual([]);
  });
}

// The themes' screens are compared with baselines by the visual suite; the languages are kept here, as pictures.
test('screenshots of home in every language', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  await signInAs(page, request, OWNER);
  const shoot = async (name: string) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('progressbar').first()).toBeVisible();
    const path = testInfo.outputPath(`home-${name}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(`home-${name}`, { path, contentType: 'image/png' });
  };
  await page.goto('/');
  await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
  for (const language of ['en', 'de', 'es']) {
    await page.context().addCookies([{ name: 'mg_locale', value: language, url: API_URL }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await shoot(`language-${language}`);
  }
});
