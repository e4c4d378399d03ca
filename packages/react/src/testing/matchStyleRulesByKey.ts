import { mayMatch, selectorKeys, type ElementFacts, type SelectorKey } from './selectorKeys';

// jsdom works out an element's style by running its selector matcher (dom-selector's `check`) on every rule of its
// own user-agent sheet (112 rules, many of them long lists) and of the document's sheets, again after each DOM change.
// In the component tests that matching was most of the CPU left in `getComputedStyle` once the sheets were trimmed
// (readStyleRulesOnly.ts): in the stories file, 15 of its 37 s (issue 27, CI time). A rule whose every selector needs
// a tag, id or class the element lacks cannot match it, so those rules are answered "no" before the matcher runs, as
// a browser's rule hash does; every other rule goes to jsdom's matcher as before. jsdom calls `check` from its style
// code only (matches, closest and querySelector use other methods), so nothing else sees the difference.

type CheckResult = { match: boolean; pseudoElement: string | null };
type DomSelector = { check(selector: string, element: ElementImpl, options?: unknown): CheckResult };
type ElementImpl = {
  _localName?: string;
  _attributeList?: { _localName: string }[];
  getAttributeNS?(namespace: null, name: string): string | null;
};

const patched = new WeakSet<object>();
const noMatch: CheckResult = Object.freeze({ match: false, pseudoElement: null });

/** jsdom's implementation object behind a DOM wrapper (kept under its `Symbol("impl")`), or undefined. */
export function implOf(wrapper: object): Record<string, unknown> | undefined {
  const symbol = Object.getOwnPropertySymbols(wrapper).find((candidate) => candidate.description === 'impl');
  return symbol ? (wrapper as Record<symbol, Record<string, unknown>>)[symbol] : undefined;
}

/** The element's tag, id, classes and attribute names, as jsdom's implementation object holds them. */
function factsOf(element: ElementImpl): ElementFacts | null {
  if (typeof element.getAttributeNS !== 'function' || !Array.isArray(element._attributeList)) return null;
  return {
    tag: (element._localName ?? '').toLowerCase(),
    id: element.getAttributeNS(null, 'id'),
    classes: element.getAttributeNS(null, 'class')?.split(/[\t\n\f\r ]+/) ?? [],
    attributes: element._attributeList.map((attribute) => attribute._localName.toLowerCase()),
  };
}

/** Makes the document's style matching skip the rules an element cannot match. Returns whether it could. */
export function matchStyleRulesByKey(document: Document): boolean {
  const selectorEngine = implOf(document)?._domSelector as DomSelector | undefined;
  if (!selectorEngine || typeof selectorEngine.check !== 'function') return false;
  if (patched.has(selectorEngine)) return true;
  patched.add(selectorEngine);
  const check = selectorEngine.check.bind(selectorEngine);
  const keysBySelector = new Map<string, SelectorKey[] | null>();
  const documentImpl = implOf(document)!;
  // jsdom checks every rule against one element in a row, and replaces its style cache on every DOM change: the
  // element's facts are read once for the row, and again after a change.
  let last: { element: ElementImpl; cache: unknown; facts: ElementFacts | null } | null = null;
  selectorEngine.check = (selector, element, options) => {
    let keys = keysBySelector.get(selector);
    if (keys === undefined) {
      keys = selectorKeys(selector);
      keysBySelector.set(selector, keys);
    }
    if (keys) {
      const cache = documentImpl._styleCache;
      if (last?.element !== element || last.cache !== cache || !cache) {
        // In quirks mode classes and ids ignore case: there every rule goes to the matcher.
        last = { element, cache, facts: document.compatMode === 'BackCompat' ? null : factsOf(element) };
      }
      if (last.facts && !mayMatch(keys, last.facts)) return noMatch;
    }
    return check(selector, element, options);
  };
  return true;
}
