// jsdom works out an element's style by matching every rule of the document's sheets against it, and forgets all of
// it on each DOM change. Testing Library asks for the style of every element it looks at (is it hidden? its
// accessible name skips hidden text), so in the component tests most of the CPU went there (issue 27, CI time: a
// settings test spent 43 % of its CPU in `getComputedStyle`). The tests, our code and the libraries they run read
// few properties, so the document's sheets keep only the declarations of those and of their families (`padding`
// for `padding-left`: a shorthand sets its longhands): their values stay exact (every rule declaring them is kept,
// in its place). Reading another property throws when a dropped declaration of it applies to the element or an
// ancestor (its value would differ from the whole sheets'), naming this file.

/** The properties read through `getComputedStyle` where our sheets declare them, and by whom. */
const READ_PROPERTIES = [
  'display', // Testing Library, dom-accessibility-api (also for the spaces in a name) and user-event: hidden elements
  'visibility', // the same
  'pointer-events', // user-event: no clicks on what ignores the pointer
  'container-type', // useNarrowAnnotation: the container its width is read from
  'padding-left', // useNarrowAnnotation, Tabulator: content widths
  'padding-right',
  'font-size', // columnContentWidth: the text's measured width
  'font-family',
  'position', // dnd-kit: the scroll containers around a dragged item
];

const dashed = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
// Shorthands whose longhands start with another word: one family for both (`inset` sets `top`, `gap` `row-gap`).
const sharedFamilies: Record<string, string> = {
  top: 'inset',
  right: 'inset',
  bottom: 'inset',
  left: 'inset',
  row: 'gap',
  column: 'gap',
  align: 'place',
  justify: 'place',
};
/** A property's family: `padding` for `padding-left` and `padding`, `webkit` for `-webkit-…`; a custom one's name. */
function family(name: string): string {
  if (name.startsWith('--')) return name;
  const first = name.replace(/^-/, '').split('-')[0]!;
  return sharedFamilies[first] ?? first;
}
// `all` sets every property: never dropped.
const keptFamilies = new Set([...READ_PROPERTIES.map(family), 'all']);
const isKept = (name: string) => keptFamilies.has(family(name));
// The properties jsdom's getComputedStyle takes from the parent when no rule sets them.
const inheritedInJsdom = new Set(['visibility', 'pointer-events', 'caret-color', 'color']);

type GroupingRule = CSSRule & { cssRules: CSSRuleList; deleteRule(index: number): void };
/** The selectors of the declarations dropped from a sheet, by property family. */
type Dropped = Map<string, string[]>;

function drop(dropped: Dropped, property: string, selector: string): void {
  const key = family(property);
  const selectors = dropped.get(key);
  if (selectors) selectors.push(selector);
  else dropped.set(key, [selector]);
}

/** Deletes the declarations of other families, the rules left empty, and the media rules left empty. */
function keepReadDeclarations(
  rules: CSSRuleList,
  deleteRule: (index: number) => void,
  dropped: Dropped,
): void {
  for (let index = rules.length - 1; index >= 0; index--) {
    const rule = rules[index] as CSSRule & Partial<CSSStyleRule> & Partial<GroupingRule>;
    if (rule.style) {
      const names = Array.from(rule.style);
      for (const name of names) if (!isKept(name)) drop(dropped, name, rule.selectorText ?? '*');
      if (!names.some(isKept)) deleteRule(index);
      else for (const name of names) if (!isKept(name)) rule.style.removeProperty(name);
    } else if (rule.cssRules && rule.deleteRule && 'media' in rule) {
      const group = rule as GroupingRule;
      keepReadDeclarations(group.cssRules, (inner) => group.deleteRule(inner), dropped);
      if (group.cssRules.length === 0) deleteRule(index);
    } else {
      deleteRule(index); // @keyframes, @supports, @font-face…: jsdom's getComputedStyle reads only style and media rules
    }
  }
}

function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return true; // a selector jsdom cannot read: assume it applies
  }
}

type Check = (element: Element, property: string) => void;

/** The declaration; reading a property whose dropped declarations apply to the element runs `check`, which throws. */
function guarded(declaration: CSSStyleDeclaration, element: Element, check: Check): CSSStyleDeclaration {
  return new Proxy(declaration, {
    get(target, key) {
      if (key === 'getPropertyValue') {
        return (name: string) => {
          check(element, name);
          return target.getPropertyValue(name);
        };
      }
      const value: unknown = Reflect.get(target, key, target);
      if (typeof key === 'string' && typeof value === 'string' && key !== 'cssText' && !/^\d+$/.test(key)) {
        check(element, dashed(key));
      }
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

const patchedWindows = new WeakSet<Window>();

/**
 * Makes `window.getComputedStyle` trim each new sheet of the document to the read properties before it answers,
 * and guard its answer. Once per window (the setup file runs before every test file of a worker).
 */
export function readStyleRulesOnly(window: Window): void {
  if (patchedWindows.has(window)) return;
  patchedWindows.add(window);
  const droppedBySheet = new WeakMap<CSSStyleSheet, Dropped>();
  const sheets = () => Array.from(window.document.styleSheets);
  const check: Check = (element, property) => {
    if (isKept(property)) return;
    for (const sheet of sheets()) {
      const selectors = droppedBySheet.get(sheet)?.get(family(property)) ?? [];
      for (
        let node: Element | null = element;
        node;
        node = inheritedInJsdom.has(property) ? node.parentElement : null
      ) {
        if (selectors.some((selector) => matches(node!, selector))) {
          throw new Error(
            `getComputedStyle(…) of ${property}: the component tests' style sheets keep only the properties in READ_PROPERTIES (src/testing/readStyleRulesOnly.ts), and a rule setting ${property} (or its shorthand) applies here; add it there`,
          );
        }
      }
    }
  };
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    for (const sheet of sheets()) {
      if (droppedBySheet.has(sheet)) continue;
      const dropped: Dropped = new Map();
      droppedBySheet.set(sheet, dropped);
      keepReadDeclarations(sheet.cssRules, (rule) => sheet.deleteRule(rule), dropped);
    }
    return guarded(getComputedStyle(element, pseudoElement), element, check);
  };
}
