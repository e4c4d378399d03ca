import { expect, test } from '@playwright/test';
import { API_URL } from '../../../tooling/e2ePorts';
import { OWNER, signInAs, useTheme } from './testing/session';
import { seriousViolations } from './testing/axe';

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

for (const theme of THEMES) {
  test(`no serious or critical axe violations in the ${theme} theme`, async ({ page, request }) => {
    // Three axe runs, 7–10 s each on a shared machine (AxeBuilder's; axe in the page takes a fraction of that).
    test.setTimeout(120_000);
    // The AAA contrast rule too in high contrast.
    const extraTags = theme === 'high-contrast' ? ['wcag2aaa'] : [];
    await useTheme(page, theme);
    await signInAs(page, request, OWNER);
    for (const target of PAGES) {
      await page.goto(target.path);
      await expect(page.getByRole(target.ready.role, { name: target.ready.name, level: 1 })).toBeVisible();
      expect(await seriousViolations(page, extraTags), target.name).toEqual([]);
    }
    // Open menus and dialogs are checked too.
    await page.goto('/');
    await page.getByRole('button', { name: 'Import from Python' }).click();
    await page.getByRole('button', { name: 'All workspaces' }).click();
    expect(await seriousViolations(page, extraTags), 'home with open dialogs').toEqual([]);
    await page.getByRole('button', { name: 'User menu of owner' }).click();
    expect(await seriousViolations(page, extraTags), 'avatar menu').toEqual([]);
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
