import { THEME_PALETTES, type ThemePalette } from '@marginalia/react';

/** The theme's tokens as the shared theme resolves them (`--mg-color-*` from the page wins over the palette). */
function tokens(palette: ThemePalette): string {
  return Object.entries(palette)
    .map(([name, value]) => `--mg-theme-${name}: var(--mg-color-${name}, ${value});`)
    .join(' ');
}

/**
 * The element's own box. A page's styles reach the host element (and inherited values flow through it), never
 * the shadow tree: so the host is kept a block by an `!important` rule (inside a shadow root those win over the
 * page's), and the wrapper starts from `all: initial` so no inherited font, colour, spacing or alignment of the
 * page gets in; its own background keeps the page's from showing through. `--mg-rem` fixes the element's rem (see
 * `shadowRootCss` in @marginalia/react); a page may set it. The box sits above the view's `.mg-root`, so the
 * host resolves the theme its `theme` attribute names (`system` and no theme follow the OS, in the shared theme):
 * without it the box kept the light palette's background in the dark themes.
 */
export const elementCss = `
:host { display: block !important; --mg-rem: 16px; }
:host([hidden]) { display: none !important; }
:host([theme="light"]) { ${tokens(THEME_PALETTES.light)} color-scheme: light; }
:host([theme="dark"]) { ${tokens(THEME_PALETTES.dark)} color-scheme: dark; }
:host([theme="high-contrast"]) { ${tokens(THEME_PALETTES['high-contrast'])} color-scheme: dark; }
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
