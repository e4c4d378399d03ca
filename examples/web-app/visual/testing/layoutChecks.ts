import type { Page } from '@playwright/test';
import type { RunOptions } from 'axe-core';
import { axeInPage } from './axeInPage';

/** What the page's layout shows: whether it scrolls sideways, and the texts that overflow their boxes. */
export interface LayoutFindings {
  /** The document's scroll width beyond its client width, in CSS pixels (0: no horizontal page scroll). */
  horizontalScroll: number;
  /** One line per overflowing text: its element, how far it sticks out, its first words. */
  overflowingTexts: string[];
}

/**
 * Runs in the page. A text wraps badly when a word breaks across two lines although it would fit on one (see
 * wordBrokenInside). A text overflows when a text node's layout box sticks out of its box — the padding box of its
 * nearest ancestor that is not inline — by more than one pixel, sideways (texts cut off with an ellipsis count:
 * their layout sticks out), or when it sticks out of a box further up: a flex item wider than its line runs
 * under its neighbours, and a box that clips (overflow hidden) cuts off what sticks out of it, sideways or up and
 * down. The walk up stops
 * at a scroll container and after a positioned box (absolute or fixed: a popover may sit outside its anchor).
 * Not checked: texts inside an intended scroll container (overflow-x auto or scroll), visually hidden texts
 * (clipped to nothing, a box of at most 1 px, transparent, invisible or not rendered), form controls' own texts,
 * SVG, texts cut with an ellipsis whose box has the whole text as its title. Open shadow roots are walked too.
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
  /** How far (px) the text's rects stick out of the element's padding box, sideways. */
  const beyondPaddingBox = (rects: DOMRect[], element: HTMLElement) => {
    const outer = element.getBoundingClientRect();
    const scale = element.offsetWidth > 0 ? outer.width / element.offsetWidth : 1;
    const left = outer.left + element.clientLeft * scale;
    const right = left + element.clientWidth * scale;
    return Math.max(...rects.map((rect) => Math.max(rect.right - right, left - rect.left)));
  };
  /**
   * How far (px) the text's rects stick out of the element's content box, up or down: in a box that clips, a text
   * in its padding is on the way out (a fixed-height card whose last line runs onto its border).
   */
  const beyondContentBoxVertically = (rects: DOMRect[], element: HTMLElement) => {
    const outer = element.getBoundingClientRect();
    const scale = element.offsetHeight > 0 ? outer.height / element.offsetHeight : 1;
    const style = getComputedStyle(element);
    const top = outer.top + (element.clientTop + parseFloat(style.paddingTop)) * scale;
    const bottom = outer.top + (element.clientTop + element.clientHeight - parseFloat(style.paddingBottom)) * scale;
    return Math.max(...rects.map((rect) => Math.max(rect.bottom - bottom, top - rect.top)));
  };
  const parentOf = (element: Element): Element | null => element.parentElement ?? ((element.getRootNode() as ShadowRoot).host ?? null);
  /** The first box further up that the text sticks out of, up to a scroll container or past a positioned box. */
  const escapedAncestor = (rects: DOMRect[], box: HTMLElement) => {
    const positioned = (element: Element) => ['absolute', 'fixed'].includes(getComputedStyle(element).position);
    if (positioned(box)) return null;
    for (let ancestor = parentOf(box); ancestor && ancestor !== document.body && ancestor !== root; ancestor = parentOf(ancestor)) {
      const style = getComputedStyle(ancestor);
      if (style.display === 'inline' || style.display === 'contents' || !(ancestor instanceof HTMLElement)) continue;
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') return null;
      // A grid's header row is clipped and scrolled by script in step with the grid's body (a scroll container).
      if (ancestor.classList.contains('tabulator-header-contents')) return null;
      const beyond = beyondPaddingBox(rects, ancestor);
      if (beyond > 1) return { ancestor, beyond };
      // A box that clips (overflow hidden) cuts off a text's lower or upper part too, or is about to.
      const below = style.overflowY === 'hidden' || style.overflowY === 'clip' ? beyondContentBoxVertically(rects, ancestor) : 0;
      if (below > 1) return { ancestor, beyond: below };
      if (positioned(ancestor)) return null;
    }
    return null;
  };
  const isWordCharacter = (character: string | undefined) => character !== undefined && /[\p{L}\p{N}]/u.test(character);
  /** The first rect of the text's character at `offset`. */
  const topOf = (text: Text, offset: number) => {
    const range = document.createRange();
    range.setStart(text, offset);
    range.setEnd(text, offset + 1);
    return range.getBoundingClientRect().top;
  };
  /**
   * A word of at most 20 letters or digits that the text wraps inside of ("Positi / ve", "owne / r"): its box is
   * too narrow for it. Longer tokens (a link or a hash in a record) may break, and a text of over 20,000
   * characters is not looked at (the line starts are found by halving, per line). The first such word, or null.
   */
  const wordBrokenInside = (text: Text, rects: DOMRect[]): string | null => {
    const tops = [...new Set(rects.map((rect) => Math.round(rect.top)))].sort((a, b) => a - b);
    if (tops.length < 2 || text.data.length > 20_000) return null;
    for (const lineTop of tops.slice(1)) {
      // The first character on the line at lineTop.
      let low = 0;
      let high = text.data.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (Math.round(topOf(text, middle)) >= lineTop) high = middle;
        else low = middle + 1;
      }
      if (!isWordCharacter(text.data[low - 1]) || !isWordCharacter(text.data[low])) continue;
      let start = low - 1;
      let end = low;
      while (start > 0 && isWordCharacter(text.data[start - 1]) && end - start <= 20) start -= 1;
      while (end < text.data.length && isWordCharacter(text.data[end]) && end - start <= 20) end += 1;
      if (end - start <= 20) return `${text.data.slice(start, low)}/${text.data.slice(low, end)}`;
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
      // Cut with an ellipsis on purpose, the whole text being the box's title (shown on hover, read out).
      if (boxStyle.textOverflow === 'ellipsis' && box.title.trim() !== '' && box.title.trim() === box.textContent?.trim()) continue;
      if (transparent(getComputedStyle(parent).color) || visuallyHidden(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (rects.length === 0) continue;
      const beyond = beyondPaddingBox(rects, box);
      const escaped = beyond > 1 ? null : escapedAncestor(rects, box);
      const broken = beyond > 1 || escaped ? null : wordBrokenInside(text, rects);
      if (beyond <= 1 && !escaped && !broken) continue;
      reported.add(box);
      const where = broken
        ? `${describe(box)} breaks "${broken}" inside the word`
        : escaped
          ? `${describe(box)} out of ${describe(escaped.ancestor)} by ${Math.round(escaped.beyond)} px`
          : `${describe(box)} by ${Math.round(beyond)} px`;
      overflowingTexts.push(`${where}: "${text.data.trim().slice(0, 40)}"`);
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
  const runOnly: RunOptions['runOnly'] =
    theme === 'light'
      ? { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }
      : { type: 'rule', values: theme === 'high-contrast' ? [...COLOUR_RULES, 'color-contrast-enhanced'] : COLOUR_RULES };
  const results = await axeInPage(page, { runOnly });
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
