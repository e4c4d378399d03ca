import { expect, test } from '@playwright/test';
import { UPDATING } from './testing/compare';
import { datasetIds, SCREENS } from './testing/screens';
import { prepare, settle } from './testing/stablePage';
import { pointerIsCoarse, smallTouchTargets, TOUCH_TARGET } from './testing/touchTargets';

// Touch targets (issue 31): on a phone (390 px, a touch screen: a coarse pointer) every visible interactive element
// of every key screen has a hit area of at least 44 × 44 CSS px, but for the exceptions findSmallTargets names
// (testing/touchTargets.ts). One theme per screen: the themes change colours, not sizes.
// A screenshot run updating the baselines skips these checks (they write nothing).

test.describe('touch targets · 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const screen of SCREENS) {
    test(`${screen.name} · 390 · touch targets`, async ({ page, request }, testInfo) => {
      test.skip(UPDATING, 'updating the baselines');
      await test.step('open', async () => {
        await prepare(page, 'light', !screen.signedOut);
        await page.goto(await screen.path(datasetIds(request)));
        await screen.ready(page);
      });
      await test.step('settle', () => settle(page));
      expect(await pointerIsCoarse(page), 'the page sees a coarse pointer').toBe(true);
      const small = await test.step('touch targets', () => smallTouchTargets(page));
      if (small.length > 0) {
        testInfo.annotations.push({
          type: 'visual-failure',
          description: JSON.stringify({
            screen: screen.name,
            theme: 'light',
            width: 390,
            check: 'touch targets',
            detail: small.join('; '),
          }),
        });
      }
      expect(small, `targets under ${TOUCH_TARGET} × ${TOUCH_TARGET} px`).toEqual([]);
    });
  }
});
