import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What the page's layout shows: whether it scrolls sideways, and the texts that overflow their boxes. */
export interface LayoutFindings {
  /** The document's scroll width beyond its client width, in CSS pixels (0: no horizontal page scroll). */
  horizontalScroll: number;
  /** One line per overflowing text: its element, how far it sticks out, its first words. */
  overflowingTexts: string[];
}

/**
 * Runs in the page. A text overflows when a text node's layout box sticks out of its box — the padding box of its
 * nearest ancestor that is not inline — by more than one pixel, sideways (texts cut off with an ellipsis count:
 * their layout sticks out). Not checked: texts inside an intended scroll container (the box itself scrolls:
 * overflow-x auto or scroll), visually hidden texts (clipped to nothing, a box of at most 1 px, transparent,
 * invisible or not rendered), form controls' own texts, SVG. Open shadow roots are walked too.
 */
function findLayoutProblems(): LayoutFindings {
  const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TEXTAREA', 'SELECT', 'OPTION', 'OPTGROUP', 'TITLE']);
  const root = document.documentElement;
  const horizontalScroll = Math.max(0, root.scrollWidth - root.clientWidth, document.body.scrollWidth - root.clientWidth);
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`).join('');
    const label = element.getAttribute('aria-label');
    return `${element.tagName.toLowerCase()}${id}${classes}${label ? `[aria-label="${label.slice(0, 30)}"]` : ''}`;
  };
  const hiddenCache = new Map<Element, boolean>();
  const visuallyHidden = (element: Element | null): boolean => {
    if (!element) return false;
    const known = hiddenCache.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const hidden =
      style.display === 'none' ||
      style.visibility === 'hidden' ||
      style.visibility === 'collapse' ||
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      style.clipPath === 'inset(50%)' ||
      Number(style.opacity) === 0 ||
      (style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1)) ||
      visuallyHidden(element.parentElement ?? ((element.getRootNode() as ShadowRoot).host ?? null));
    hiddenCache.set(element, hidden);
    return hidden;
  };
  const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
  const boxOf = (text: Text): Element | null => {
    let element = text.parentElement;
    while (element) {
      const display = getComputedStyle(element).display;
      if (display !== 'inline' && display !== 'contents') return element;
      element = element.parentElement;
    }
    return null;
  };
  const overflowingTexts: string[] = [];
  const reported = new Set<Element>();
  const visit = (scope: Document | ShadowRoot) => {
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Element) {
        if (node.shadowRoot) visit(node.shadowRoot);
        continue;
      }
      const text = node as Text;
      const parent = text.parentElement;
      if (!parent || !text.data.trim() || SKIPPED.has(parent.tagName) || parent.closest('svg')) continue;
      const box = boxOf(text);
      if (!box || reported.has(box) || !(box instanceof HTMLElement)) continue;
      const boxStyle = getComputedStyle(box);
      if (boxStyle.overflowX === 'auto' || boxStyle.overflowX === 'scroll') continue;
      if (transparent(getComputedStyle(parent).color) || visuallyHidden(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (rects.length === 0) continue;
      const outer = box.getBoundingClientRect();
      const scale = box.offsetWidth > 0 ? outer.width / box.offsetWidth : 1;
      const left = outer.left + box.clientLeft * scale;
      const right = left + box.clientWidth * scale;
      const beyond = Math.max(...rects.map((rect) => Math.max(rect.right - right, left - rect.left)));
      if (beyond <= 1) continue;
      reported.add(box);
      overflowingTexts.push(`${describe(box)} by ${Math.round(beyond)} px: "${text.data.trim().slice(0, 40)}"`);
    }
  };
  visit(document);
  return { horizontalScroll, overflowingTexts };
}

export function layoutFindings(page: Page): Promise<LayoutFindings> {
  return page.evaluate(findLayoutProblems);
}

/** The axe rules whose verdict depends on the colours, so on the theme; every other rule reads the DOM alone. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe with the WCAG A/AA rules (and AAA contrast in high contrast), as the a11y flows run it: serious and critical
 * findings only. The themes change colours only, so the whole rule set runs in the light theme and the colour
 * rules in the others (the same verdicts in a third of the time).
 */
export async function seriousAxeViolations(page: Page, theme: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (theme === 'light') builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  else builder.withRules(theme === 'high-contrast' ? [...COLOUR_RULES, 'color-contrast-enhanced'] : COLOUR_RULES);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(', ')}${violation.nodes.length > 5 ? ` (+${violation.nodes.length - 5})` : ''}`,
    );
}
