import { expect, test, type Page } from '@playwright/test';
import { THEME_PALETTES } from '../../../packages/react/src/styles/themePalettes';
import { DEMO_URL, datasetId, pageEvents, placeElements } from './testing/demo';

// Every element, in each theme its `theme` attribute names, takes its colours from the theme's custom
// properties inside its shadow root: its box and every surface drawn in it have the theme's background, and no
// colour is one the theme does not have (a surface that stays light in the dark theme, a hard-coded colour).

/** A palette's colours as the browser computes them (`rgb(r, g, b)`). */
function computed(palette: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(palette).map(([name, hex]) => {
      const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
      return [name, `rgb(${r}, ${g}, ${b})`];
    }),
  );
}

const TAGS = [
  'mg-sign-in', 'mg-dataset-list', 'mg-annotation-view', 'mg-user-settings', 'mg-progress',
  'mg-dataset-settings', 'mg-hub-import', 'mg-export', 'mg-reference-table', 'mg-document-viewer',
] as const;

/** Every distinct background and text colour drawn inside each element's shadow root, with a node that has it. */
function coloursOf(page: Page) {
  return page.evaluate((tags) => {
    const result: Record<string, { backgrounds: Record<string, string>; texts: Record<string, string>; box: string }> = {};
    for (const tag of tags) {
      const host = document.querySelector(tag)!;
      const backgrounds: Record<string, string> = {};
      const texts: Record<string, string> = {};
      const walk = (root: ParentNode) => {
        for (const node of root.querySelectorAll('*')) {
          const style = getComputedStyle(node);
          const name = `${node.localName}.${String(node.getAttribute('class') ?? '').split(' ')[0]}`;
          if (style.display === 'none' || style.visibility === 'hidden') continue;
          if (style.backgroundColor !== 'rgba(0, 0, 0, 0)') backgrounds[style.backgroundColor] ??= name;
          if (node.childNodes.length && [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent!.trim()))
            texts[style.color] ??= name;
          if (node.shadowRoot) walk(node.shadowRoot);
        }
      };
      walk(host.shadowRoot!);
      const box = getComputedStyle(host.shadowRoot!.querySelector('[part~="root"]')!).backgroundColor;
      result[tag] = { backgrounds, texts, box };
    }
    return result;
  }, [...TAGS]);
}

test('every element takes its colours from its theme', async ({ page, request }) => {
  test.setTimeout(180_000);
  const dataset = await datasetId(request, 'product-reviews');
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(`${DEMO_URL}/elements.html`);
  await placeElements(page, TAGS, dataset);
  for (const tag of TAGS) {
    await expect.poll(async () => (await pageEvents(page)).some((event) => event.type === 'mg-ready' && event.from === tag), { timeout: 30_000 }).toBe(true);
  }
  await expect(page.locator('mg-annotation-view').getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 30_000 });

  // `system` follows the OS: asked here with the OS in dark mode.
  await page.emulateMedia({ colorScheme: 'dark' });
  const cases = [['light', 'light'], ['dark', 'dark'], ['high-contrast', 'high-contrast'], ['system', 'dark']] as const;
  for (const [theme, palette] of cases) {
    await page.evaluate((theme) => document.querySelectorAll('#stage > *').forEach((element) => element.setAttribute('theme', theme)), theme);
    const colours = computed({ ...THEME_PALETTES[palette] });
    const allowed = new Set(Object.values(colours));
    // Styles apply on the next frame, and some colours change by a short transition: asked until settled.
    const offPalette = async () => {
      const found = await coloursOf(page);
      return Object.fromEntries(
        TAGS.map((tag) => {
          const { backgrounds, texts, box } = found[tag]!;
          const foreign = Object.entries({ ...backgrounds, ...texts }).filter(([colour]) => !allowed.has(colour));
          return [tag, { box: box === colours.bg, foreign }];
        }),
      );
    };
    // Each element's box has the theme's background, and nothing inside draws a colour the palette lacks.
    await expect
      .poll(offPalette, { message: `the ${theme} theme`, timeout: 10_000 })
      .toEqual(Object.fromEntries(TAGS.map((tag) => [tag, { box: true, foreign: [] }])));
  }
});
