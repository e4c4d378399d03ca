import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { CHROMIUM_ARGS, UNSHOWN_BROWSER_UI_FEATURES } from '../chromiumArgs';

// The browser tests' own switches (tooling/chromiumArgs.ts), checked on the Chromium and the Playwright installed:
// they read the processes' command lines in /proc (the browser tests run Debian's Chromium, on Linux).

// Chromium's child processes rewrite theirs as one string, so spaces separate too (no switch here has one).
const commandLine = (pid: number | string): string[] =>
  readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/).filter(Boolean);
const disabledFeatures = (args: string[]): string[][] =>
  args
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));

/** The renderer processes of the browser whose profile folder is `userDataDir`, with their command lines. */
function renderersOf(userDataDir: string): string[][] {
  const found: string[][] = [];
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const args = commandLine(pid);
      if (args.includes('--type=renderer') && args.includes(userDataDir)) found.push(args);
    } catch {
      // The process ended meanwhile.
    }
  }
  return found;
}

test("our --disable-features keeps Playwright's own list, and no page brings the address bar's popups", async ({
  playwright,
}) => {
  const server = await playwright.chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS],
  });
  try {
    const browserArgs = commandLine(server.process().pid!);
    // Chromium keeps the last of these switches; Playwright's comes first, ours last.
    const lists = disabledFeatures(browserArgs);
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const ours = lists.at(-1)!;
    for (const list of lists.slice(0, -1)) expect(ours).toEqual(expect.arrayContaining(list));
    expect(ours).toEqual(expect.arrayContaining([...UNSHOWN_BROWSER_UI_FEATURES]));

    const browser = await playwright.chromium.connect(server.wsEndpoint());
    const page = await (await browser.newContext()).newPage();
    await page.setContent('<p>A page</p>');
    await expect(page.getByText('A page')).toBeVisible();
    const userDataDir = browserArgs.find((arg) => arg.startsWith('--user-data-dir='))!;
    // The page's renderer is there; a renderer for the browser's own UI (the popups' WebUI) is not.
    await expect.poll(() => renderersOf(userDataDir).length).toBeGreaterThan(0);
    const browserUi = renderersOf(userDataDir).filter((args) => args.includes('--top-chrome-webui'));
    expect(browserUi.map((args) => args.filter((arg) => /^--(type|top-chrome)/.test(arg)).join(' '))).toEqual(
      [],
    );
    await browser.close();
  } finally {
    await server.close();
  }
});
