// What an element must have to match a selector list, read off the last compound of each of its selectors: the tag,
// the id, the classes and the attribute names (`div.mg-a[hidden]` needs all four; `.x > .mg-a:not(.mg-b)` needs
// `mg-a`). Browsers sort their rules by such keys; jsdom instead runs its full matcher on every rule of every sheet for
// each element whose style it works out (matchStyleRulesByKey.ts uses this to answer the rules an element cannot
// match at once). The reader gives up (null) on what it does not follow, so it never rules out a match.

/** What one alternative of a selector requires. Tag and attribute names are lower-cased (HTML ignores their case). */
export type SelectorKey = { tag: string | null; id: string | null; classes: string[]; attributes: string[] };

/** What the element has, to compare against keys (tag and attribute names lower-cased). */
export type ElementFacts = { tag: string; id: string | null; classes: readonly string[]; attributes: readonly string[] };

const identifier = /^(?:--|-?[_a-zA-Z\u00a0-\uffff])[-_a-zA-Z0-9\u00a0-\uffff]*/;
const attributeName = /^\[\s*([-_a-zA-Z0-9\u00a0-\uffff]+)/;

/** Splits `text` at the separators outside brackets, parentheses and strings. */
function splitTopLevel(text: string, isSeparator: (char: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (depth === 0 && isSeparator(char)) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The index just after the bracket that closes the one at `open`, or -1 when it is not closed. */
function afterClosing(text: string, open: number): number {
  const [opening, closing] = text[open] === '[' ? ['[', ']'] : ['(', ')'];
  let depth = 0;
  let quote: string | null = null;
  for (let index = open; index < text.length; index++) {
    const char = text[index]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === opening) depth++;
    else if (char === closing && --depth === 0) return index + 1;
  }
  return -1;
}

/** Both keys' requirements at once, or null when no element can meet both (two different tags or ids). */
function both(a: SelectorKey, b: SelectorKey): SelectorKey | null {
  if (a.tag && b.tag && a.tag !== b.tag) return null;
  if (a.id && b.id && a.id !== b.id) return null;
  return {
    tag: a.tag ?? b.tag,
    id: a.id ?? b.id,
    classes: [...a.classes, ...b.classes],
    attributes: [...a.attributes, ...b.attributes],
  };
}

const unkeyed = (key: SelectorKey) => !key.tag && !key.id && key.classes.length === 0 && key.attributes.length === 0;
const anyElement = (): SelectorKey => ({ tag: null, id: null, classes: [], attributes: [] });
// dom-selector, the matcher jsdom runs: `:link` and `:any-link` are a or area elements with an href, `:visited`
// nothing.
const links = (): SelectorKey[] => ['a', 'area'].map((tag) => ({ ...anyElement(), tag, attributes: ['href'] }));

/**
 * The alternatives one compound selector requires, [] when it matches no element's own style (a pseudo-element,
 * `:visited`), or null when it requires nothing keyed (`*`, `:root`, `:not(…)`) or uses what this reader does not
 * follow.
 */
function compoundKeys(compound: string): SelectorKey[] | null {
  const own = anyElement();
  // Each `:is(…)`-like part: one of its keys must hold besides the compound's own parts.
  const oneOf: SelectorKey[][] = [];
  const nameAt = (from: number) => identifier.exec(compound.slice(from))?.[0] ?? null;
  let index = 0;
  const tag = nameAt(0);
  if (tag) {
    own.tag = tag.toLowerCase();
    index = tag.length;
  } else if (compound.startsWith('*')) index = 1;
  while (index < compound.length) {
    const char = compound[index]!;
    if (char === '#' || char === '.') {
      const name = nameAt(index + 1);
      if (!name) return null;
      if (char === '#') own.id = name;
      else own.classes.push(name);
      index += 1 + name.length;
    } else if (char === '[') {
      const end = afterClosing(compound, index);
      const name = attributeName.exec(compound.slice(index))?.[1];
      if (end < 0 || !name) return null;
      own.attributes.push(name.toLowerCase());
      index = end;
    } else if (char === ':') {
      // A pseudo-element's rules style it, never the element (jsdom's style code drops them).
      if (compound[index + 1] === ':') return [];
      const name = nameAt(index + 1)?.toLowerCase();
      if (!name) return null;
      index += 1 + name.length;
      let argument: string | null = null;
      if (compound[index] === '(') {
        const end = afterClosing(compound, index);
        if (end < 0) return null;
        argument = compound.slice(index + 1, end - 1);
        index = end;
      }
      // `:is(…)` and `:where(…)` need one of their selectors; other pseudo-classes add no key (`:not(.mg-a)`).
      const required =
        argument !== null && (name === 'is' || name === 'where')
          ? selectorKeys(argument)
          : name === 'link' || name === 'any-link'
            ? links()
            : name === 'visited'
              ? []
              : null;
      if (required) oneOf.push(required);
    } else return null;
  }
  let alternatives = [own];
  for (const required of oneOf) {
    alternatives = alternatives.flatMap((key) => required.map((other) => both(key, other)).filter((key) => key !== null));
  }
  if (alternatives.length === 0) return [];
  return alternatives.some(unkeyed) ? null : alternatives;
}

/**
 * The keys of a selector list: an element can match it only if it has all the parts of one of them. Null when some
 * selector of the list needs nothing keyed or uses what this reader does not follow (escapes, namespaces); [] when
 * no element can match it.
 */
export function selectorKeys(selectorList: string): SelectorKey[] | null {
  if (/[\\|]/.test(selectorList)) return null;
  const keys: SelectorKey[] = [];
  for (const selector of splitTopLevel(selectorList, (char) => char === ',')) {
    const compounds = splitTopLevel(selector.trim(), (char) => /[\s>+~]/.test(char)).filter((part) => part !== '');
    const last = compounds.at(-1);
    const alternatives = last === undefined ? null : compoundKeys(last);
    if (!alternatives) return null;
    keys.push(...alternatives);
  }
  return keys;
}

/** Whether the element has every part of one of the keys: false means it cannot match the selector list. */
export function mayMatch(keys: readonly SelectorKey[], element: ElementFacts): boolean {
  return keys.some(
    (key) =>
      (key.tag === null || key.tag === element.tag) &&
      (key.id === null || key.id === element.id) &&
      key.classes.every((name) => element.classes.includes(name)) &&
      key.attributes.every((name) => element.attributes.includes(name)),
  );
}
