import type { Page } from '@playwright/test';

/** The smallest hit area a touch target may have (issue 31; WCAG 2.5.5 Target Size (Enhanced)), CSS px a side. */
export const TOUCH_TARGET = 44;

/** Controls and links: what a user taps. */
export const CONTROL_SELECTOR = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  ...['button', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'option', 'link'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

/** Every interactive element: the controls, and what is focusable in the tab order (tabindex from 0 up). */
export const INTERACTIVE_SELECTOR = `${CONTROL_SELECTOR}, [tabindex]:not([tabindex^="-"])`;

/**
 * Runs in the page. Every visible interactive element (INTERACTIVE_SELECTOR) not inside an inert part,
 * open shadow roots walked too, whose hit area is smaller than `minimum` × `minimum` CSS px: one line each, the
 * element (tag, id, classes, role, its name's first words) and its size.
 *
 * The hit area is the element's border box, or what a tap on it goes through: a label of a checkbox, radio or other
 * input (one wrapping it or naming it with `for`) activates it, so the larger of the input's box and its labels'
 * boxes counts; and a box too small may still draw a larger hit area (a pseudo-element over its card): then every
 * tap in the square centred on it must land on it (see squareHits).
 *
 * Not checked, as the exceptions of WCAG 2.5.8 Target Size (Minimum) state them:
 * - Inline: "The target is in a sentence or its size is otherwise constrained by the line-height of non-target
 *   text." — an inline element in a run of text beside other text (the span marks inside a record's text, links in
 *   rendered markdown).
 * - Visually hidden targets (display none, invisible, transparent, clipped to nothing, a box of at most 1 px, or
 *   inside such a box): nothing to tap. A visually hidden input whose label shows is measured by its label.
 */
function findSmallTargets({
  selector,
  controls,
  minimum,
}: {
  selector: string;
  controls: string;
  minimum: number;
}): string[] {
  const parentOf = (element: Element): Element | null =>
    element.parentElement ?? (element.getRootNode() as ShadowRoot).host ?? null;
  const clippedCache = new Map<Element, boolean>();
  /** Clipped to nothing (the visually-hidden pattern), or inside a box that is. */
  const clippedAway = (element: Element | null): boolean => {
    if (!element) return false;
    const known = clippedCache.get(element);
    if (known !== undefined) return known;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const clipped =
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      style.clipPath === 'inset(50%)' ||
      (style.display !== 'contents' && style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1)) ||
      clippedAway(parentOf(element));
    clippedCache.set(element, clipped);
    return clipped;
  };
  /** Not rendered (here or further up), invisible, transparent, clipped to nothing or a box of at most 1 px. */
  const visuallyHidden = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    return (
      !element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) ||
      box.width <= 1 ||
      box.height <= 1 ||
      clippedAway(element)
    );
  };
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    const role = element.getAttribute('role');
    const name = (
      element.getAttribute('aria-label') ??
      element.getAttribute('title') ??
      element.getAttribute('placeholder') ??
      element.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 30);
    return `${element.tagName.toLowerCase()}${id}${classes}${role ? `[role=${role}]` : ''}${name ? ` "${name}"` : ''}`;
  };
  /** The nearest ancestor that is not inline (the box whose line the element sits on). */
  const lineBoxOf = (element: Element): Element | null => {
    for (let ancestor = parentOf(element); ancestor; ancestor = parentOf(ancestor)) {
      const display = getComputedStyle(ancestor).display;
      if (display !== 'inline' && display !== 'contents') return ancestor;
    }
    return null;
  };
  /**
   * The first text in `within` that is no target's own: not the element's, not its labels', not inside a target
   * matching `targets` within `within` (a button's or a tab's name, a neighbouring cell of a grid).
   */
  const textBeside = (element: Element, within: Element, targets: string) => {
    const labels = [...(('labels' in element ? (element as HTMLInputElement).labels : null) ?? [])];
    const walker = document.createTreeWalker(within, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || element.contains(node)) continue;
      if (labels.some((label) => label.contains(node))) continue;
      const owner = parent.closest(targets);
      if (!owner || owner.contains(within)) return parent;
    }
    return null;
  };
  /**
   * In a sentence or a run of text: an inline-level element (inline, inline-block…) on a line that holds text
   * besides the targets' own (a link in a paragraph, not a row of buttons, a label's own control or a grid's
   * cells), or a label drawn over a run of text, in its line gaps (positioned absolutely in a box that holds text
   * outside any control, and no taller than that text's line).
   */
  const inlineInText = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.display.startsWith('inline')) {
      const line = lineBoxOf(element);
      return Boolean(line && textBeside(element, line, selector));
    }
    const container = (element as HTMLElement).offsetParent;
    if (style.position !== 'absolute' || !container) return false;
    const text = textBeside(element, container, controls);
    if (!text) return false;
    const textStyle = getComputedStyle(text);
    // `normal` is about 1.2 times the font size.
    const lineHeight = parseFloat(textStyle.lineHeight) || 1.2 * parseFloat(textStyle.fontSize);
    return element.getBoundingClientRect().height <= lineHeight;
  };
  /** The boxes a tap on the element goes through: its own (when it shows) and its labels'. */
  const hitBoxes = (element: Element): DOMRect[] => {
    const boxes = visuallyHidden(element) ? [] : [element.getBoundingClientRect()];
    const labels = 'labels' in element ? (element as HTMLInputElement).labels : null;
    for (const label of labels ?? []) if (!visuallyHidden(label)) boxes.push(label.getBoundingClientRect());
    return boxes;
  };
  /**
   * Whether taps all over the `minimum`-sided square centred on the element land on it, its labels or what it
   * draws (a pseudo-element that stretches its hit area over a card): probed on a 5 × 5 grid of points, the
   * element scrolled to the window's middle.
   */
  const squareHits = (element: Element) => {
    element.scrollIntoView({ block: 'center', inline: 'center' });
    const box = element.getBoundingClientRect();
    const root = element.getRootNode() as Document | ShadowRoot;
    const labels = [...(('labels' in element ? (element as HTMLInputElement).labels : null) ?? [])];
    const centreX = box.left + box.width / 2;
    const centreY = box.top + box.height / 2;
    for (let row = 0; row < 5; row += 1) {
      for (let column = 0; column < 5; column += 1) {
        const x = centreX + (column / 4 - 0.5) * (minimum - 1);
        const y = centreY + (row / 4 - 0.5) * (minimum - 1);
        const hit = root.elementFromPoint(x, y);
        if (!hit || !(element.contains(hit) || labels.some((label) => label.contains(hit)))) return false;
      }
    }
    return true;
  };

  const found: string[] = [];
  const seen = new Set<Element>();
  const visit = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll(selector)) {
      if (seen.has(element)) continue;
      seen.add(element);
      if (element.closest('[inert]')) continue;
      const boxes = hitBoxes(element);
      if (boxes.length === 0 || inlineInText(element)) continue;
      const fits = boxes.some((box) => box.width >= minimum - 0.5 && box.height >= minimum - 0.5);
      if (fits || squareHits(element)) continue;
      const largest = boxes.reduce((best, box) =>
        Math.min(box.width, box.height) > Math.min(best.width, best.height) ? box : best,
      );
      found.push(`${describe(element)}: ${Math.round(largest.width)} × ${Math.round(largest.height)}`);
    }
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
  };
  visit(document);
  return found;
}

/** The visible interactive elements of the page whose hit area is under 44 × 44 CSS px (see findSmallTargets). */
export function smallTouchTargets(page: Page, minimum = TOUCH_TARGET): Promise<string[]> {
  return page.evaluate(findSmallTargets, {
    selector: INTERACTIVE_SELECTOR,
    controls: CONTROL_SELECTOR,
    minimum,
  });
}

/** Whether the page's primary pointer is coarse (a touch screen), as `@media (pointer: coarse)` sees it. */
export function pointerIsCoarse(page: Page): Promise<boolean> {
  return page.evaluate(() => window.matchMedia('(pointer: coarse)').matches);
}
