import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../../tooling/chromiumArgs';
import type { BenchContext } from './bench-context';
import { installPageProbes } from './page-probes';

/** Launches the given Chromium headless, with the same switches as the browser tests. */
export function launchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
}

/**
 * A fresh context (empty cache and storage) whose page starts signed in with the bench's token and carries the
 * probes; its main thread runs `cpuSlowdown` times slower when that is over 1 (Chromium's CPU throttling).
 */
export async function signedInPage({
  browser,
  baseURL,
  token,
  cpuSlowdown,
}: BenchContext): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  // Where the app's session looks for its token (as the browser tests' signInAs puts it).
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem('auth.token')) window.localStorage.setItem('auth.token', value);
  }, token);
  await context.addInitScript(installPageProbes);
  const page = await context.newPage();
  if (cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return { context, page };
}

/**
 * Waits until the page that the next navigation leaves is at rest: no request for 500 ms (Playwright's
 * `networkidle`), then an idle period of its main thread. A load started right after the previous one became
 * interactive shared the two cores with that page's after-paint work (its deferred reads and chunks) and its
 * teardown, which a user opening the page from a page at rest does not pay: in runs alternated at 10,000 records,
 * P2's median moved from 286/290 to 271/278 ms and the document's DOMContentLoaded from 134/143 to 109/113 ms.
 */
export async function settleBeforeNavigation(page: Page): Promise<void> {
  if (page.url() === 'about:blank') return;
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
}

/** The page's used JS heap in bytes after a full garbage collection (Chrome DevTools Protocol). */
export async function heapAfterGc(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  try {
    // Twice: objects freed by the first collection's finalisers go in the second.
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await cdp.detach();
  }
}

/** What a benchmark's trace records: the main thread's tasks, network, and JS samples (the Performance panel's). */
export const TRACE_CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'netlog',
];
