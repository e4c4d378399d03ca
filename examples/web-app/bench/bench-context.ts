import type { Browser, Page } from '@playwright/test';
import type { OwnerCall } from './bench-api';

/** What every browser benchmark gets from the runner. */
export interface BenchContext {
  browser: Browser;
  baseURL: string;
  /** A bearer token of the owner (signing in once keeps clear of the sign-in rate limit). */
  token: string;
  call: OwnerCall;
  /**
   * How many times slower the pages' main thread runs (`--cpu-slowdown`, 1 for none): a goal such as "no task over
   * 50 ms" can be checked here for a machine as slow as the slowest one the figures were taken on.
   */
  cpuSlowdown: number;
  log(line: string): void;
}

/** The labels the annotation page shows in English (the browser's default language). */
export const UI = {
  record: 'Record',
  submit: 'Submit',
};

declare global {
  interface Window {
    /** The wait {@link armRecordText} started, collected by {@link armedResult}. */
    __benchArmed?: Promise<{ metAt: number; paintedAt: number; text: string }>;
  }
}

/**
 * Starts waiting (in the page) for the focus view to show a record whose `fieldTitle` field has text other than
 * `previousText` (any text when null) and for the frame after it to be painted. Returns once the wait is set up,
 * so an action that follows cannot be missed; {@link armedResult} collects it.
 */
export async function armRecordText(page: Page, fieldTitle: string, previousText: string | null, timeoutMs = 30_000): Promise<void> {
  await page.evaluate(
    ({ recordLabel, fieldTitle, previousText, timeoutMs }) => {
      const text = () =>
        document.querySelector(`article[aria-label="${recordLabel}"] section[aria-label="${fieldTitle}"]`)?.textContent ?? '';
      const shown = () => {
        const current = text();
        return current.length > fieldTitle.length && current !== previousText;
      };
      window.__benchArmed = window.__bench.when(shown, timeoutMs).then((timing) => ({ ...timing, text: text() }));
    },
    { recordLabel: UI.record, fieldTitle, previousText, timeoutMs },
  );
}

/** The timing of the wait {@link armRecordText} started. */
export function armedResult(page: Page): Promise<{ metAt: number; paintedAt: number; text: string }> {
  return page.evaluate(() => {
    if (!window.__benchArmed) throw new Error('nothing armed');
    return window.__benchArmed;
  });
}

/** Polls `check` until it holds (e.g. the server has stored every response the page sent). */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`still not done after ${timeoutMs / 1000} s`);
}
