import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { FIXED_PAGE_TIME } from './fixedTime.mjs';
import type { Theme } from './screens';

/** No carets, transitions, animations or scrollbars: what could change between two runs of a still screen. */
const STILL_CSS = `
*, *::before, *::after {
  caret-color: transparent !important;
  transition: none !important;
  animation: none !important;
  scrollbar-width: none !important;
}
::-webkit-scrollbar { display: none !important; }
`;

/**
 * Prepares a fresh page before the app loads: the clock stands at FIXED_PAGE_TIME, Math.random is seeded, the
 * theme is chosen as the theme switch stores it (`system` with the OS preferring dark), and the owner's session
 * token from the global setup is in place unless the screen is for a signed-out user.
 */
export async function prepare(page: Page, theme: Theme, signedIn: boolean): Promise<void> {
  await page.clock.setFixedTime(FIXED_PAGE_TIME);
  await page.emulateMedia({ colorScheme: theme === 'system' ? 'dark' : 'light', reducedMotion: 'reduce' });
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
      window.localStorage.setItem('theme', choice);
      if (session) window.localStorage.setItem('auth.token', session);
    },
    { choice: theme, session: token },
  );
}

/** Waits for the network to rest (15 s at most, for a loaded machine), the fonts and two frames, then stills the page. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await page.addStyleTag({ content: STILL_CSS });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/**
 * A screenshot of the whole page (or of one part) once two in a row are the same, as Playwright's own
 * screenshot assertion waits, or at once when the first is the `expected` image byte for byte (a still screen
 * that matches its baseline); throws when the screen keeps changing.
 */
export async function stableScreenshot(page: Page, part?: Locator, expected?: Buffer | null): Promise<Buffer> {
  const shoot = () =>
    part
      ? part.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' })
      : page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
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
