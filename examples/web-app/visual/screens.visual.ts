import { expect, test } from '@playwright/test';
import { checkAgainstBaseline, readBaseline, UPDATING } from './testing/compare';
import { layoutFindings, seriousAxeViolations } from './testing/layoutChecks';
import { datasetIds, SCREENS, THEMES, WIDTHS } from './testing/screens';
import { prepare, settle, stableScreenshot } from './testing/stablePage';

// The visual regression suite (issue 31): every key screen × theme × width is compared with its committed
// baseline (pixelmatch), and checked for horizontal page scroll, texts overflowing their boxes and serious or
// critical axe findings. Each check fails on its own (soft assertions), and every failure is noted for the
// summary (test-reports/visual/failures.md). `npm run test:visual:update` writes the baselines (and skips the
// checks).

for (const screen of SCREENS) {
  for (const { width, height } of WIDTHS) {
    for (const theme of THEMES) {
      test(`${screen.name} · ${theme} · ${width}`, async ({ page, request }, testInfo) => {
        const note = (check: string, detail: string) =>
          testInfo.annotations.push({ type: 'visual-failure', description: JSON.stringify({ screen: screen.name, theme, width, check, detail }) });
        await page.setViewportSize({ width, height });
        await prepare(page, theme, !screen.signedOut);
        await page.goto(await screen.path(datasetIds(request)));
        await screen.ready(page);
        await settle(page);

        const shots = [{ name: `${theme}-${width}`, part: undefined }, ...(screen.parts ?? []).map((part) => ({ name: `${part.name}-${theme}-${width}`, part: part.locate(page) }))];
        for (const shot of shots) {
          const actual = await stableScreenshot(page, shot.part, readBaseline(screen.name, shot.name));
          const problem = checkAgainstBaseline(screen.name, shot.name, actual);
          if (problem) note(shot.part ? `screenshot (${shot.name.split(`-${theme}`)[0]})` : 'screenshot', problem);
          expect.soft(problem, `screenshot ${shot.name}`).toBeNull();
        }
        // Updating writes the baselines only; the checks are for the runs that compare.
        if (UPDATING) return;

        const layout = await layoutFindings(page);
        if (layout.horizontalScroll > 0) note('horizontal scroll', `${layout.horizontalScroll} px`);
        expect.soft(layout.horizontalScroll, 'horizontal page scroll (px)').toBe(0);
        if (layout.overflowingTexts.length > 0) note('text overflow', layout.overflowingTexts.join('; '));
        expect.soft(layout.overflowingTexts, 'texts overflowing their boxes').toEqual([]);

        const axe = await seriousAxeViolations(page, theme);
        if (axe.length > 0) note('axe', axe.join('; '));
        expect.soft(axe, 'serious or critical axe findings').toEqual([]);
      });
    }
  }
}
