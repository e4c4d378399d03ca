/**
 * The element's own box. A page's styles reach the host element (and inherited values flow through it), never
 * the shadow tree: so the host is kept a block by an `!important` rule (inside a shadow root those win over the
 * page's), and the wrapper starts from `all: initial` so no inherited font, colour, spacing or alignment of the
 * page gets in; its own background keeps the page's from showing through. `--mg-rem` fixes the element's rem (see `shadowRootCss` in @marginalia/react); a page may set it.
 */
export const elementCss = `
:host { display: block !important; --mg-rem: 16px; }
:host([hidden]) { display: none !important; }
.mg-element {
  all: initial;
  display: block;
  font-family: var(--mg-theme-font);
  font-size: var(--mg-rem, 16px);
  line-height: 1.5;
  color: var(--mg-theme-fg);
  background: var(--mg-theme-bg);
  text-align: start;
}
`;
