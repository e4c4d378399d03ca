import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab with `back`) until `target` has the focus, as a keyboard user would; fails when it
 * is not reached within `max` presses, so a control out of the tab order fails the test.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press <= max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${target.toString()} was not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`,
  );
}

/**
 * Checks that the focused element shows it: an outline on itself, or, for a native input drawn hidden (a
 * segmented option, a switch), on the element drawn next to it.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const verdict = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing has the focus';
    const shows = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
    };
    // An input drawn invisible (opacity 0) shows nothing itself: the element drawn next to it must.
    const invisible = parseFloat(getComputedStyle(element).opacity) === 0;
    if ((!invisible && shows(element)) || shows(element.nextElementSibling)) return 'visible';
    return `no visible focus on ${element.outerHTML.slice(0, 160)}`;
  });
  expect(verdict).toBe('visible');
}

/** Tabs to the control, checks its focus shows, and presses a key on it. */
export async function tabAndPress(page: Page, target: Locator, key: string, options?: { back?: boolean }) {
  await tabTo(page, target, options);
  await expectVisibleFocus(page);
  await page.keyboard.press(key);
}
