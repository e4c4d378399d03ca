import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type AxeResults, type ElementContext, type RunOptions } from 'axe-core';

declare global {
  interface Window {
    axe: typeof axe;
  }
}

/** How @axe-core/playwright configures axe in a page it runs in (the links in results name the runner). */
const CONFIGURE = `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`;

/** Every element of the document, as AxeBuilder passes it without include() or exclude(). */
const WHOLE_DOCUMENT = { include: [], exclude: [] } as unknown as ElementContext;

/**
 * axe on a page, with the results @axe-core/playwright's AxeBuilder gives, at a fraction of its cost on a page
 * without frames: AxeBuilder evaluates axe's source (~600 kB) in the page anew on every run, runs axe.runPartial
 * there, then opens a new blank page, loads axe into it, sends it the partial result (every node checked, with its
 * HTML) and runs axe.finishRun there. Here axe is loaded once per document (again after a navigation) and `axe.run`
 * does both in the page. A page with frames goes to AxeBuilder, which reaches into each frame (giving axe 1 s to
 * load there). Issue 27, three screens, same run: the whole WCAG rule set 1.9–3.9 s → 0.3–1.0 s a run, the colour
 * rules 1.1–1.4 s → 0.08–0.2 s.
 */
export async function axeInPage(
  page: Page,
  options: RunOptions,
  /** CSS selectors of the regions to check, as AxeBuilder's `include()` of each; the whole document when empty. */
  within: readonly string[] = [],
): Promise<AxeResults> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).options(options);
    for (const selector of within) builder.include(selector);
    return builder.analyze();
  }
  const loaded = await page.evaluate('typeof window.axe?.run === "function"');
  if (!loaded) {
    await page.evaluate(axe.source);
    await page.evaluate(CONFIGURE);
  }
  // (The argument goes as `unknown`: Playwright's serializable form of axe's types is too deep to check.)
  return page.evaluate(
    (args) => {
      const { context, options } = args as { context: ElementContext; options: RunOptions };
      return window.axe.run(context, options);
    },
    {
      context:
        within.length > 0 ? { include: within.map((selector) => [selector]), exclude: [] } : WHOLE_DOCUMENT,
      options,
    } as unknown,
  );
}
