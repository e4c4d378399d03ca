import type { Locator } from '@playwright/test';

/**
 * The share, in percent, the page gives the first pane of the split a separator belongs to, along the split's
 * axis (width side by side, height stacked): what the user sees, so it also fails when the split's styles are
 * missing.
 */
export function firstPaneShare(separator: Locator): Promise<number> {
  return separator.evaluate((node) => {
    const split = node.parentElement!.getBoundingClientRect();
    const first = node.previousElementSibling!.getBoundingClientRect();
    const sideBySide = node.getAttribute('aria-orientation') === 'vertical';
    return sideBySide ? (first.width / split.width) * 100 : (first.height / split.height) * 100;
  });
}

/** The height the page gives the second pane of the split a separator belongs to, in px. */
export function secondPaneHeight(separator: Locator): Promise<number> {
  return separator.evaluate((node) => node.nextElementSibling!.getBoundingClientRect().height);
}
