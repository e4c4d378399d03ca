import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { FIXED_PAGE_TIME } from './fixedTime.mjs';
import type { Theme } from './screens';

/**
 * No carets, transitions, animations or scrollbars, no grid selection overlay (Tabulator draws its range and
 * active-cell marks whenever a layout pass finds the rows in view, which differs from run to run; selection is
 * covered by the reference-table flows) and no sticky review bar: what could change between two runs of a still
 * screen.
 */
const STILL_CSS = `
*, *::before, *::after {
  caret-color: transparent !important;
  transition: none !important;
  animation: none !important;
  scrollbar-width: none !important;
}
::-webkit-scrollbar { display: none !important; }
/* The review's decision bar sticks to the window's bottom at a fractional offset: in a full-page capture the Accept
   button's edges came out 1 px apart in 1 run of 6; it is shot in its place in the flow. */
.mg-review__decision { position: static !important; }
.tabulator-range-overlay { visibility: hidden !important; }
.tabulator-cell.tabulator-range-only-cell-selected { outline: none !important; }
`;

const twoFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

/** The OS preference each theme is shot with: `system` with the OS preferring dark, the others light. */
const colorSchemeOf = (theme: Theme) => (theme === 'system' ? 'dark' : 'light');

/**
 * Prepares a fresh page before the app loads: the clock stands at FIXED_PAGE_TIME, Math.random is seeded, the
 * theme is chosen as the theme switch stores it, and the owner's session token from the global setup is in place
 * unless the screen is for a signed-out user.
 */
export async function prepare(page: Page, theme: Theme, signedIn: boolean): Promise<void> {
  await page.clock.setFixedTime(FIXED_PAGE_TIME);
  await page.emulateMedia({ colorScheme: colorSchemeOf(theme), reducedMotion: 'reduce' });
  const token = signedIn ? readFileSync(join(process.env.MARGINALIA_E2E_DIR!, 'visual-owner-token'), 'utf8') : null;
  await page.addInitScript(
    ({ choice, session }) => {
      let seed = 0x5eed;
      Math.random = () => {
        seed = (seed + 0x6d2b79f5) | 0;
        let t = seed;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      // Only on the first load: a theme switched in place (switchTheme) stays across the page's reloads.
      if (window.localStorage.getItem('theme') === null) window.localStorage.setItem('theme', choice);
      if (session) window.localStorage.setItem('auth.token', session);
    },
    { choice: theme, session: token },
  );
}

/**
 * Switches the open page to another theme as a choice made in another tab arrives (the app follows other tabs'
 * `storage` events): no reload, so every theme of a screen is shot on the one page. Resolves once the page's
 * root shows the theme.
 */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: colorSchemeOf(theme), reducedMotion: 'reduce' });
  await page.evaluate((choice) => {
    window.localStorage.setItem('theme', choice);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: choice, storageArea: window.localStorage }));
  }, theme);
  const applied = theme === 'system' ? 'dark' : theme;
  await page.waitForFunction((expected) => document.documentElement.getAttribute('data-mg-theme') === expected, applied);
  await page.evaluate(twoFrames);
  // A theme's borders can change a grid's width (see settle).
  await showEveryGrid(page);
}

/**
 * Waits for the network to rest (15 s at most, for a loaded machine), the fonts and two frames, stills the page,
 * then brings every grid into view once (and back). Tabulator ignores a resize while its grid is off-screen and
 * lays the grid out again when it scrolls into view, as a user sees it; a full-page capture never scrolls, so a grid
 * below the fold resized while the page was settling (the scrollbars hidden above, say) kept its first column
 * widths in a clean run's bulk page of tables.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.addStyleTag({ content: STILL_CSS });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(twoFrames);
  await showEveryGrid(page);
}

/**
 * Scrolls every reference-table grid (also in shadow roots) into view in turn, where it lays itself out again, and
 * puts back every scroll position it moved.
 */
async function showEveryGrid(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // `twoFrames` again: what runs in the page cannot call this file's functions.
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const grids: Element[] = [];
    const collect = (root: Document | ShadowRoot) => {
      grids.push(...root.querySelectorAll('.tabulator'));
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) collect(element.shadowRoot);
    };
    collect(document);
    for (const grid of grids) {
      const scrolled: Array<[Element, number, number]> = [];
      for (let node: Node | null = grid.parentNode; node; node = node instanceof ShadowRoot ? node.host : node.parentNode)
        if (node instanceof Element) scrolled.push([node, node.scrollTop, node.scrollLeft]);
      const page = [window.scrollX, window.scrollY] as const;
      grid.scrollIntoView({ block: 'nearest' });
      await frames();
      for (const [element, top, left] of scrolled) element.scrollTo(left, top);
      window.scrollTo(...page);
      await frames();
    }
  });
}

/**
 * A screenshot of the whole page (or of one part) once two in a row are the same, as Playwright's own
 * screenshot assertion waits, or at once when the first is the `expected` image byte for byte (a still screen
 * that matches its baseline); throws when the screen keeps changing.
 */
export async function stableScreenshot(page: Page, part?: Locator, expected?: Buffer | null): Promise<Buffer> {
  const shoot = async () => {
    if (part) return part.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
    // The whole page from its top: sticky bars sit where the window's bottom is, so the window must not have moved
    // (after a theme switch the document screen's window was found scrolled by 36 px).
    await page.evaluate(() => window.scrollTo(0, 0));
    return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
  };
  let previous = await shoot();
  if (expected && previous.equals(expected)) return previous;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.waitForTimeout(250 + 150 * attempt);
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error('the screen kept changing: no two screenshots in a row were the same');
}
