import { describe, expect, it } from 'vitest';
import { shadowRootCss } from './shadowRootCss';

describe('shadowRootCss', () => {
  it('turns every rem length into a multiple of --mg-rem', () => {
    expect(shadowRootCss('.a { padding: 0.45rem 0.9rem; margin: -1rem; gap: .5rem; width: calc(100% - 2rem) }')).toBe(
      '.a { padding: calc(0.45 * var(--mg-rem, 1rem)) calc(0.9 * var(--mg-rem, 1rem)); margin: calc(-1 * var(--mg-rem, 1rem)); gap: calc(.5 * var(--mg-rem, 1rem)); width: calc(100% - calc(2 * var(--mg-rem, 1rem))) }',
    );
  });

  it('leaves other units, names and words alone', () => {
    const css = '.mg-remove, .x2rem { font-size: 1em; width: 10px; --mg-remark: 1; animation: remote 1s }';
    expect(shadowRootCss(css)).toBe(css);
  });
});
