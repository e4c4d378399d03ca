import { afterEach, describe, expect, it } from 'vitest';
import { readStyleRulesOnly } from './readStyleRulesOnly';

// The setup file has already applied it to this window; applying it again changes nothing.
readStyleRulesOnly(window);

const css = `
  .mg-hidden { color: red; display: none; margin: 0 }
  .mg-plain { color: blue }
  .mg-row { display: flex; gap: 4px }
  @media screen { .mg-quiet { visibility: hidden; padding-top: 2px } .mg-loud { font-weight: 700 } }
  @keyframes mg-spin { to { transform: rotate(1turn) } }
`;

function mount(className: string): HTMLElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.appendChild(style);
  const element = document.createElement('div');
  element.className = className;
  document.body.appendChild(element);
  return element;
}

afterEach(() => {
  document.head.querySelectorAll('style:not([data-mg-style])').forEach((style) => style.remove());
  document.body.replaceChildren();
});

describe('readStyleRulesOnly', () => {
  it('answers the read properties exactly as the whole sheet would', () => {
    expect(getComputedStyle(mount('mg-hidden')).display).toBe('none');
    expect(getComputedStyle(mount('mg-row')).getPropertyValue('display')).toBe('flex');
    expect(getComputedStyle(mount('mg-quiet')).visibility).toBe('hidden');
    expect(getComputedStyle(mount('mg-plain')).display).toBe('block');
  });

  it("keeps only the declarations of the read properties' families (padding, font…), leaving the text as it was", () => {
    const element = mount('mg-plain');
    getComputedStyle(element);
    const style = document.head.querySelector('style:not([data-mg-style])') as HTMLStyleElement;
    const rules = Array.from(style.sheet!.cssRules).map((rule) => rule.cssText.replace(/\s+/g, ' '));
    expect(rules).toEqual([
      '.mg-hidden { display: none; }',
      '.mg-row { display: flex; }',
      '@media screen { .mg-quiet { visibility: hidden; padding-top: 2px; } .mg-loud { font-weight: 700; } }',
    ]);
    expect(style.textContent).toBe(css);
  });

  it('throws on reading a property whose dropped declarations apply to the element (or, inherited, an ancestor)', () => {
    const hidden = getComputedStyle(mount('mg-hidden'));
    expect(() => hidden.color).toThrow(
      /getComputedStyle\(…\) of color: .* READ_PROPERTIES \(src\/testing\/readStyleRulesOnly\.ts\)/,
    );
    expect(() => hidden.getPropertyValue('margin-top')).toThrow(/of margin-top: .* \(or its shorthand\)/);
    expect(hidden.getPropertyValue('pointer-events')).toBe('auto');
    const row = getComputedStyle(mount('mg-row'));
    expect(row.color).toBe(getComputedStyle(document.body).color);
    expect(() => row.gap).toThrow(/of gap/);
    expect(() => row.rowGap).toThrow(/of row-gap: .* \(or its shorthand\)/);
    const inside = mount('mg-plain').appendChild(document.createElement('span'));
    expect(() => getComputedStyle(inside).color).toThrow(/of color/);
    expect(() => getComputedStyle(inside).getPropertyValue('margin-top')).not.toThrow();
  });
});
