import { expect, test, type Page } from '@playwright/test';
import { checkAgainstBaseline, readBaseline, UPDATING } from './testing/compare';
import { layoutFindings, seriousAxeViolations } from './testing/layoutChecks';
import { datasetIds, SCREENS, THEMES, WIDTHS, type Screen, type Theme } from './testing/screens';
import { prepare, settle, stableScreenshot, switchTheme } from './testing/stablePage';

// The visual regression suite (issue 31): every key screen × width × theme is compared with its committed
// baseline (pixelmatch), and checked for horizontal page scroll, texts overflowing their boxes and serious or
// critical axe findings. One test per screen × width opens the screen once and shoots it in every theme,
// switching the theme in place (as a choice made in another tab arrives), light first; then it checks each theme.
// Each check fails on its own (soft assertions), and every failure is noted for the summary
// (test-reports/visual/failures.md).
// `npm run test:visual:update` writes the baselines (and skips the checks).

/** Shoots the screen's whole page and its parts in one theme and compares each with its baseline; answers the shots. */
async function shootTheme(
  page: Page,
  screen: Screen,
  theme: Theme,
  width: number,
  note: (check: string, detail: string) => void,
) {
  const shots = [
    { name: `${theme}-${width}`, part: undefined },
    ...(screen.parts ?? []).map((part) => ({
      name: `${part.name}-${theme}-${width}`,
      part: part.locate(page),
    })),
  ];
  const images: Buffer[] = [];
  for (const shot of shots) {
    const actual = await test.step('screenshot', () =>
      stableScreenshot(page, shot.part, readBaseline(screen.name, shot.name)));
    images.push(actual);
    const problem = checkAgainstBaseline(screen.name, shot.name, actual);
    if (problem) note(shot.part ? `screenshot (${shot.name.split(`-${theme}`)[0]})` : 'screenshot', problem);
    expect.soft(problem, `screenshot ${shot.name}`).toBeNull();
  }
  return images;
}

for (const { width, height, touch } of WIDTHS) {
  test.describe(`${width} px`, () => {
    // The phone width is a touch screen (coarse pointer, no hover): its layout and axe checks see touch-sized
    // targets and no keyboard hints. Its whole-page shots do not: Chromium's full-page capture draws the page with
    // a fine pointer (a window-sized shot shows the touch layout), so the 390 baselines show the hints.
    test.use({ hasTouch: touch });
    for (const screen of SCREENS) {
      test(`${screen.name} · ${width}`, async ({ page, request }, testInfo) => {
        await test.step('open', async () => {
          await page.setViewportSize({ width, height });
          await prepare(page, THEMES[0], !screen.signedOut);
          await page.goto(await screen.path(datasetIds(request)));
          await screen.ready(page);
        });
        await test.step('settle', () => settle(page));

        // Every theme's shots first: axe scrolls the page and its panes while it checks, which moves sticky bars.
        const noteFor = (theme: Theme) => (check: string, detail: string) =>
          testInfo.annotations.push({
            type: 'visual-failure',
            description: JSON.stringify({ screen: screen.name, theme, width, check, detail }),
          });
        const shotsByTheme = new Map<Theme, Buffer[]>();
        for (const theme of THEMES) {
          if (theme !== THEMES[0]) await test.step('theme', () => switchTheme(page, theme));
          shotsByTheme.set(theme, await shootTheme(page, screen, theme, width, noteFor(theme)));
        }
        // Updating writes the baselines only; the checks are for the runs that compare.
        if (UPDATING) return;

        // `system` (the OS preferring dark) draws what `dark` draws: the same pixels give the same verdicts.
        const dark = shotsByTheme.get('dark');
        const checked = THEMES.filter(
          (theme) =>
            theme !== 'system' ||
            !dark?.every((image, index) => image.equals(shotsByTheme.get('system')![index]!)),
        );
        for (const theme of checked) {
          const note = noteFor(theme);
          await test.step('theme', () => switchTheme(page, theme));
          const layout = await test.step('layout', () => layoutFindings(page));
          if (layout.horizontalScroll > 0) note('horizontal scroll', `${layout.horizontalScroll} px`);
          expect.soft(layout.horizontalScroll, `${theme}: horizontal page scroll (px)`).toBe(0);
          if (layout.overflowingTexts.length > 0) note('text overflow', layout.overflowingTexts.join('; '));
          expect.soft(layout.overflowingTexts, `${theme}: texts overflowing their boxes`).toEqual([]);

          const axe = await test.step('axe', () => seriousAxeViolations(page, theme));
          if (axe.length > 0) note('axe', axe.join('; '));
          expect.soft(axe, `${theme}: serious or critical axe findings`).toEqual([]);
        }
      });
    }
  });
}
