import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { implOf, matchStyleRulesByKey } from './matchStyleRulesByKey';
import { mayMatch, selectorKeys, type SelectorKey } from './selectorKeys';

// jsdom's own user-agent sheet, whose rules it matches against every element besides the document's.
const jsdomDir = dirname(createRequire(import.meta.url).resolve('jsdom'));
const userAgentCss = readFileSync(join(jsdomDir, 'jsdom', 'browser', 'default-stylesheet.css'), 'utf8');
const userAgentSelectors = [...userAgentCss.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}@;]+)\{[^{}]*\}/g)].map(
  (match) => match[1]!.trim().replace(/\s+/g, ' '),
);

// Selectors in the shapes our sheets and libraries use, and the shapes the reader must give up on or skip through.
const trickySelectors = [
  '.mg-a',
  'div.mg-a.mg-b',
  '#main',
  'DIV',
  'svg',
  'foreignObject',
  '.mg-a > .mg-b',
  '.mg-a .mg-b:not(.mg-c)',
  '.mg-a+.mg-b',
  '.mg-a~.mg-b',
  '.mg-a:is(.mg-b, .mg-c)',
  ':is(.mg-a, .mg-b)',
  ':where(div) .mg-b',
  '.mg-a::before',
  '.mg-a:nth-child(2n+1)',
  '.mg-a[data-x="a,b > c"]',
  '[data-x~="mg-a"]',
  '[hidden]',
  '*',
  '*.mg-a',
  ':root',
  'html',
  'body > *',
  '.mg-a, [hidden], .mg-b',
  '.mg-a, .mg-b',
  '.mg-a\\:b',
  'svg|rect',
  '.--mg-custom',
  '.-mg-dash',
  'mg-element',
  'mg-element.mg-a',
  '.mg-a:has(> .mg-b)',
  '.mg-a:not([hidden])',
  'summary, .mg-a',
  ':link',
  'a:any-link',
  ':visited',
  '[popover]',
  '[DIR]:dir(ltr)',
  '[hidden]:not([hidden="until-found" i])',
  ':is(dir, menu, ol, ul) :is(dir, menu, ul)',
  '.mg-a :is(span, br)',
  'input[type="checkbox" i]',
  'rect[class]',
];

const fixture = `
  <div id="main" class="mg-a">
    <p class="mg-b">text</p>
    <p class="mg-b mg-c" hidden>hidden</p>
    <span class="mg-a mg-b" data-x="mg-a">both</span>
    <div class="mg-a:b">escaped</div>
    <div class="--mg-custom -mg-dash"><mg-element class="mg-a"><b>in</b></mg-element></div>
    <details><summary class="mg-a">more</summary><p>inside</p></details>
    <svg viewBox="0 0 1 1"><foreignObject><div class="mg-b">foreign</div></foreignObject><rect class="mg-a" /></svg>
    <table><tbody><tr><td class="mg-a">cell</td></tr></tbody></table>
    <ul><li>1</li><li class="mg-a">2</li><li class="mg-a">3</li></ul>
    <input type="hidden" class="mg-b" /><input type="CHECKBOX" /><select><option>o</option></select>
    <a href="#x" class="mg-a">link</a><a class="mg-a">anchor</a><map><area href="#y" /></map>
    <div popover>pop</div><p dir="ltr">left</p><menu><ul><li>nested</li></ul></menu><span>s<br /></span>
  </div>`;

/** The element's tag, id, classes and attribute names, read through the DOM. */
function factsOf(element: Element) {
  return {
    tag: element.localName.toLowerCase(),
    id: element.getAttribute('id'),
    classes: Array.from(element.classList),
    attributes: Array.from(element.attributes, (attribute) => attribute.localName.toLowerCase()),
  };
}

/** A document holding the fixture and a sheet hiding (`display: none`) what each selector matches, one at a time. */
function documentWith(selector: string): Document {
  const made = document.implementation.createHTMLDocument('');
  made.body.innerHTML = fixture;
  const style = made.createElement('style');
  style.textContent = `${selector} { display: none; visibility: hidden }`;
  made.head.appendChild(style);
  return made;
}

describe('selectorKeys', () => {
  it('reads the tag, id and classes of the last compound of each selector in a list', () => {
    const key = (parts: Partial<SelectorKey>): SelectorKey => ({ tag: null, id: null, classes: [], attributes: [], ...parts });
    expect(selectorKeys('div.mg-a.mg-b')).toEqual([key({ tag: 'div', classes: ['mg-a', 'mg-b'] })]);
    expect(selectorKeys('.x > #main:not(.mg-c)')).toEqual([key({ id: 'main' })]);
    expect(selectorKeys('.mg-a[Data-X="a,b > c"], SVG')).toEqual([
      key({ classes: ['mg-a'], attributes: ['data-x'] }),
      key({ tag: 'svg' }),
    ]);
    expect(selectorKeys('.mg-a:nth-child(2n+1)')).toEqual([key({ classes: ['mg-a'] })]);
    expect(selectorKeys('.x :is(dir, .mg-a)[hidden]')).toEqual([
      key({ tag: 'dir', attributes: ['hidden'] }),
      key({ classes: ['mg-a'], attributes: ['hidden'] }),
    ]);
    expect(selectorKeys(':link, :any-link')).toEqual([
      key({ tag: 'a', attributes: ['href'] }),
      key({ tag: 'area', attributes: ['href'] }),
      key({ tag: 'a', attributes: ['href'] }),
      key({ tag: 'area', attributes: ['href'] }),
    ]);
  });

  it('keys no alternative for what styles no element itself: pseudo-elements, :visited, two tags at once', () => {
    for (const selector of ['.mg-a::before', ':popover-open::backdrop', ':visited', 'a:visited:active', 'p:is(span)']) {
      expect(selectorKeys(selector), selector).toEqual([]);
    }
  });

  it('gives up on a list with a selector it cannot key or read', () => {
    for (const selector of ['*', ':root', ':focus-visible', '.mg-a, :not(.mg-b)', 'body > *', '.mg-a\\:b', 'svg|rect', ':is(.a, *)']) {
      expect(selectorKeys(selector), selector).toBeNull();
    }
  });

  it('keys all but a few rules of jsdom’s user-agent sheet', () => {
    const unkeyed = userAgentSelectors.filter((selector) => selectorKeys(selector) === null);
    expect(userAgentSelectors.length).toBeGreaterThan(80);
    expect(unkeyed.length, unkeyed.join('\n')).toBeLessThanOrEqual(3);
  });

  it('never rules out an element that matches (every user-agent selector and the tricky ones, on every element)', () => {
    let ruledOut = 0;
    for (const selector of [...userAgentSelectors, ...trickySelectors]) {
      const keys = selectorKeys(selector);
      if (!keys) continue;
      // A document for each selector: dom-selector at times answers from the state an earlier query left.
      const made = documentWith('.unused');
      let selected: Element[] = [];
      try {
        selected = Array.from(made.querySelectorAll(selector));
      } catch {
        continue; // a selector the DOM cannot read
      }
      for (const element of made.querySelectorAll('*')) {
        if (mayMatch(keys, factsOf(element))) continue;
        ruledOut++;
        expect(selected.includes(element), `${selector} on <${element.localName} class="${element.className}">`).toBe(false);
      }
    }
    expect(ruledOut).toBeGreaterThan(1000);
  });
});

describe('matchStyleRulesByKey', () => {
  type Check = (selector: string, element: unknown) => { match: boolean; pseudoElement: string | null };

  /** A document whose matcher answers "match" to everything and notes what it was asked, then keyed. */
  function keyedDocument() {
    const made = documentWith('.unused');
    const engine = implOf(made)!._domSelector as { check: Check };
    const asked: string[] = [];
    engine.check = (selector) => {
      asked.push(selector);
      return { match: true, pseudoElement: null };
    };
    expect(matchStyleRulesByKey(made)).toBe(true);
    return { made, asked, check: (selector: string, element: Element) => engine.check(selector, implOf(element)).match };
  }

  it('asks jsdom’s matcher about every rule but those the element’s tag, id, classes and attributes rule out', () => {
    const { made, asked, check } = keyedDocument();
    let ruledOut = 0;
    for (const element of made.querySelectorAll('*')) {
      for (const selector of [...userAgentSelectors, ...trickySelectors]) {
        const keys = selectorKeys(selector);
        const expected = keys === null || mayMatch(keys, factsOf(element));
        asked.length = 0;
        expect(check(selector, element), `${selector} on <${element.localName}>`).toBe(expected);
        expect(asked).toEqual(expected ? [selector] : []);
        if (!expected) ruledOut++;
      }
    }
    expect(ruledOut).toBeGreaterThan(1000);
  });

  it('reads the element again after a DOM change', () => {
    const { made, check } = keyedDocument();
    const element = made.querySelector('p')!;
    getComputedStyle(element);
    expect(check('.mg-late', element)).toBe(false);
    element.classList.add('mg-late');
    expect(check('.mg-late', element)).toBe(true);
    getComputedStyle(element);
    element.setAttribute('data-late', '');
    expect(check('[data-late]', element)).toBe(true);
    element.removeAttribute('class');
    expect(check('.mg-late', element)).toBe(false);
  });

  it('leaves the computed styles as they were', () => {
    for (const selector of ['.mg-a', 'p.mg-b + *', '[hidden]', '.mg-a :is(b, br)', ':link', '.mg-a::before']) {
      const [plain, keyed] = [documentWith(selector), documentWith(selector)];
      matchStyleRulesByKey(keyed);
      const styles = (made: Document) =>
        Array.from(made.body.querySelectorAll('*'), (element) => {
          const style = getComputedStyle(element);
          return `${element.localName}.${element.getAttribute('class') ?? ''}: ${style.display} ${style.visibility}`;
        });
      expect(styles(keyed), selector).toEqual(styles(plain));
    }
  });

  it('applies to the test document (the setup file did it; a jsdom without the matcher it wraps fails here)', () => {
    expect(matchStyleRulesByKey(document)).toBe(true);
  });
});
