// What side-by-side.mjs measures in a page, the same way in both frontends (it knows none of their classes): it
// runs in the page (page.evaluate) with texts the dataset holds — record texts, question titles, dataset names —
// and finds them in the page's text. Sizes are in screen pixels (CSS pixels × the visual viewport's scale).
//
// - horizontalScroll: how far the page scrolls sideways.
// - firstRecordTop: the top of the first record text shown in the window (the chrome above the record), and
//   which record it is (its index in `recordTexts`), so both frontends are seen to show the same record.
// - recordsInView / questionsInView / namesInView: how many of the given texts are really seen in the window
//   (inside it and the topmost element at their place); records by the page's texts holding one (two records
//   may start alike).
// - calm: over the elements seen in the window, the distinct text colours, background colours, border colours
//   (and how many elements draw a border or a shadow), font sizes and font weights.
// - tapTargets: the controls of the whole page (links, buttons, inputs, elements with a control's role or a
//   tab stop), a hidden input counted by its label; how many are under 44 px (and under 24 px) wide or high.
// - brokenWords: words (between spaces, hyphens, slashes) laid out on two lines, in the window.
// - cutOff: texts seen sticking out past the window's left or right edge, outside a sideways scrolling box;
//   truncated: texts cut with an ellipsis; clipped: texts cut at the edge of a box that hides its overflow
//   (one that scrolls does not count).
export function measurePage({ recordTexts = [], questionTitles = [], names = [] }) {
  const scale = window.visualViewport?.scale ?? 1;
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const px = (value) => Math.round(value * scale);
  const root = document.documentElement;
  const horizontalScroll = px(
    Math.max(0, root.scrollWidth - root.clientWidth, document.body.scrollWidth - root.clientWidth),
  );

  const elements = [];
  const textNodes = [];
  const walk = (scope) => {
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.data.trim()) textNodes.push(node);
      } else {
        elements.push(node);
        if (node.shadowRoot) walk(node.shadowRoot);
      }
    }
  };
  walk(document.body);

  const styles = new Map();
  const style = (element) => {
    if (!styles.has(element)) styles.set(element, getComputedStyle(element));
    return styles.get(element);
  };
  const hiddenCache = new Map();
  const hidden = (element) => {
    if (!element) return false;
    if (hiddenCache.has(element)) return hiddenCache.get(element);
    const s = style(element);
    const result =
      s.display === 'none' ||
      s.visibility !== 'visible' ||
      Number(s.opacity) === 0 ||
      s.clip === 'rect(0px, 0px, 0px, 0px)' ||
      s.clipPath === 'inset(50%)' ||
      hidden(element.parentElement ?? element.getRootNode().host ?? null);
    hiddenCache.set(element, result);
    return result;
  };
  const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'TITLE', 'OPTION', 'OPTGROUP']);
  const inWindow = (rect) =>
    rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < vh && rect.right > 0 && rect.left < vw;
  /** The element at the rectangle's middle (clamped to the window) is `element` or inside it. */
  const onTop = (element, rect) => {
    const x = Math.min(Math.max(rect.left + rect.width / 2, 1), vw - 1);
    const y = Math.min(Math.max(rect.top + Math.min(rect.height, 12) / 2, 1), vh - 1);
    let hit = document.elementFromPoint(x, y);
    while (hit?.shadowRoot) {
      const inner = hit.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === hit) break;
      hit = inner;
    }
    return !!hit && (hit === element || element.contains(hit) || hit.contains(element));
  };
  const textRect = (node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return range.getBoundingClientRect();
  };
  const norm = (text) => text.replace(/\s+/g, ' ').trim();
  const seenTextNodes = textNodes.filter(
    (node) => node.parentElement && !SKIPPED.has(node.parentElement.tagName) && !hidden(node.parentElement),
  );

  /** The text nodes holding `text` that are seen in the window; `exact`: the whole text node is it. */
  const seenNodes = (text, exact) => {
    const wanted = norm(text);
    return seenTextNodes.filter((node) => {
      const value = norm(node.data);
      if (!(exact ? value === wanted : value.includes(wanted))) return false;
      const rect = textRect(node);
      return inWindow(rect) && onTop(node.parentElement, rect);
    });
  };
  /** The first place `text` is seen in the window (its rectangle), or null. */
  const findSeen = (text, exact) => {
    let best = null;
    for (const node of seenNodes(text, exact)) {
      const rect = textRect(node);
      if (!best || rect.top < best.top) best = rect;
    }
    return best;
  };

  let firstRecordTop = null;
  let firstRecordIndex = null;
  recordTexts.forEach((text, index) => {
    const rect = findSeen(text, false);
    if (rect && (firstRecordTop === null || rect.top < firstRecordTop)) {
      firstRecordTop = rect.top;
      firstRecordIndex = index;
    }
  });
  // Records seen: the text nodes holding a record's text (two records may start alike: nodes, not texts).
  const recordsInView = new Set(recordTexts.flatMap((text) => seenNodes(text, false))).size;
  const questionsInView = questionTitles.filter(
    (title) => findSeen(title, true) ?? findSeen(title, false),
  ).length;
  const namesInView = names.filter((name) => findSeen(name, true) ?? findSeen(name, false)).length;

  // Calm: what the elements seen in the window draw.
  const transparent = (color) => !color || color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
  const textColors = new Set();
  const backgrounds = new Set();
  const borderColors = new Set();
  const fontSizes = new Set();
  const fontWeights = new Set();
  let bordered = 0;
  let shadowed = 0;
  for (const element of elements) {
    if (SKIPPED.has(element.tagName) || hidden(element)) continue;
    const rect = element.getBoundingClientRect();
    if (!inWindow(rect)) continue;
    const s = style(element);
    const hasText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.data.trim(),
    );
    if (hasText || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName)) {
      textColors.add(s.color);
      fontSizes.add(s.fontSize);
      fontWeights.add(s.fontWeight);
    }
    if (!transparent(s.backgroundColor)) backgrounds.add(s.backgroundColor);
    let drawsBorder = false;
    for (const side of ['Top', 'Right', 'Bottom', 'Left']) {
      if (
        parseFloat(s[`border${side}Width`]) > 0 &&
        !['none', 'hidden'].includes(s[`border${side}Style`]) &&
        !transparent(s[`border${side}Color`])
      ) {
        drawsBorder = true;
        borderColors.add(s[`border${side}Color`]);
      }
    }
    if (drawsBorder) bordered += 1;
    if (s.boxShadow && s.boxShadow !== 'none') shadowed += 1;
  }
  const allColors = new Set([...textColors, ...backgrounds, ...borderColors]);

  // Tap targets of the whole page.
  const CONTROL =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], ' +
    '[role=checkbox], [role=radio], [role=switch], [role=tab], [role=menuitem], [role=option], ' +
    '[role=slider], [role=combobox], [contenteditable=""], [contenteditable=true], [tabindex]:not([tabindex="-1"])';
  const targets = new Set();
  for (const element of elements) {
    if (!element.matches(CONTROL) || element.disabled) continue;
    const s = style(element);
    const rect = element.getBoundingClientRect();
    const concealed =
      s.opacity === '0' || rect.width <= 1 || rect.height <= 1 || s.clip === 'rect(0px, 0px, 0px, 0px)';
    if (concealed && element.labels?.length) {
      const label = [...element.labels].find((candidate) => !hidden(candidate));
      if (label) targets.add(label);
      continue;
    }
    if (hidden(element) || rect.width <= 1 || rect.height <= 1) continue;
    // A control inside another counts once (the outer one is what the finger meets).
    if (element.parentElement?.closest(CONTROL) && !element.matches('input, select, textarea')) continue;
    targets.add(element);
  }
  const name = (element) =>
    norm(
      element.getAttribute('aria-label') ||
        element.getAttribute('title') ||
        element.textContent ||
        element.getAttribute('placeholder') ||
        '',
    ).slice(0, 24);
  const sizes = [...targets].map((element) => {
    const rect = element.getBoundingClientRect();
    return {
      width: px(rect.width),
      height: px(rect.height),
      what: `${element.tagName.toLowerCase()} "${name(element)}" ${px(rect.width)}×${px(rect.height)}`,
    };
  });
  const under44 = sizes.filter(({ width, height }) => width < 44 || height < 44).length;
  const under24 = sizes.filter(({ width, height }) => width < 24 || height < 24).length;

  // Words on two lines, texts past the window's edges, texts cut with an ellipsis: in the window.
  const brokenWords = [];
  const cutOff = [];
  const scrollsSideways = (element) => {
    for (let box = element; box && box !== document.body; box = box.parentElement) {
      const overflow = style(box).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && box.scrollWidth > box.clientWidth) return true;
    }
    return false;
  };
  for (const node of seenTextNodes) {
    const rect = textRect(node);
    if (!inWindow(rect)) continue;
    if ((rect.right > vw + 1 || rect.left < -1) && !scrollsSideways(node.parentElement))
      cutOff.push(norm(node.data).slice(0, 40));
    if (brokenWords.length >= 200) continue;
    for (const match of node.data.matchAll(/[^\s\-/–—]{2,}/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      if (lines.size > 1) brokenWords.push(match[0].slice(0, 30));
    }
  }
  // Texts clipped by a box that hides its overflow (not one that scrolls): cut at its edge, seen in part.
  const clipped = [];
  const clipperOf = (element) => {
    for (let box = element; box && box !== document.body; box = box.parentElement) {
      const { overflowX, overflowY } = style(box);
      if ([overflowX, overflowY].some((value) => value === 'auto' || value === 'scroll')) return null;
      if ([overflowX, overflowY].some((value) => value === 'hidden' || value === 'clip')) return box;
    }
    return null;
  };
  for (const node of seenTextNodes) {
    const rect = textRect(node);
    if (!inWindow(rect)) continue;
    const box = clipperOf(node.parentElement);
    if (!box) continue;
    const edge = box.getBoundingClientRect();
    const inner = {
      top: edge.top + box.clientTop,
      left: edge.left + box.clientLeft,
      bottom: edge.top + box.clientTop + box.clientHeight,
      right: edge.left + box.clientLeft + box.clientWidth,
    };
    const out =
      rect.bottom > inner.bottom + 2 ||
      rect.right > inner.right + 2 ||
      rect.top < inner.top - 2 ||
      rect.left < inner.left - 2;
    // A text wholly outside its box is hidden on purpose (a collapsed panel), not cut.
    const partly =
      rect.bottom > inner.top &&
      rect.top < inner.bottom &&
      rect.right > inner.left &&
      rect.left < inner.right;
    if (out && partly && style(node.parentElement).textOverflow !== 'ellipsis')
      clipped.push(norm(node.data).slice(0, 40));
  }
  let truncated = 0;
  for (const element of elements) {
    if (hidden(element)) continue;
    const s = style(element);
    if (s.textOverflow !== 'ellipsis' || element.scrollWidth <= element.clientWidth + 1) continue;
    if (inWindow(element.getBoundingClientRect())) truncated += 1;
  }

  return {
    scale,
    horizontalScroll,
    firstRecordTop: firstRecordTop === null ? null : px(firstRecordTop),
    firstRecordIndex,
    recordsInView,
    questionsInView,
    namesInView,
    colors: allColors.size,
    textColors: textColors.size,
    backgrounds: backgrounds.size,
    borderColors: borderColors.size,
    bordered,
    shadowed,
    fontSizes: [...fontSizes].sort((a, b) => parseFloat(a) - parseFloat(b)),
    fontWeights: fontWeights.size,
    tapTargets: sizes.length,
    tapUnder44: under44,
    tapUnder24: under24,
    // The small controls, one of each name: what they are and their size.
    tapSmall: [
      ...new Map(
        sizes
          .filter(({ width, height }) => width < 44 || height < 44)
          .map(({ what }) => [what.replace(/ \d+×\d+$/, ''), what]),
      ).values(),
    ].slice(0, 20),
    brokenWords: brokenWords.length,
    brokenWordSamples: brokenWords.slice(0, 6),
    cutOff: cutOff.length,
    cutOffSamples: cutOff.slice(0, 4),
    truncated,
    clipped: clipped.length,
    clippedSamples: clipped.slice(0, 4),
  };
}
