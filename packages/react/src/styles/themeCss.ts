import { THEME_PALETTES, type ThemePalette } from './themePalettes';

/**
 * The shared theme. Hosts customise the public inputs `--mg-color-bg`, `--mg-color-fg`, `--mg-color-muted`,
 * `--mg-color-primary`, `--mg-color-on-primary`, `--mg-color-danger`, `--mg-color-success`, `--mg-color-warning`,
 * `--mg-color-border`, `--mg-color-surface`, `--mg-radius` and `--mg-font` anywhere above a component
 * (inherited custom properties cross shadow roots). Each `.mg-root` resolves them into `--mg-theme-*` with the
 * light palette as fallback, the dark or high-contrast one under `[data-mg-theme="dark" | "high-contrast"]`, and
 * the dark one when the OS prefers dark and no theme (or `system`, as a custom element's root says) is set.
 * Resolving into separate names matters: redeclaring
 * `--mg-color-*` on `.mg-root` would hide the host's values.
 *
 * `.mg-button--quiet` is a secondary button its words or icon identify (paging, menus, Save as draft): a fill and
 * no outline, but in the high-contrast theme (the quiet-border token). Comments here ship in every bundle: the
 * why of a rule goes in this comment, not in the CSS.
 */
function resolveTokens(palette: ThemePalette): string {
  return Object.entries(palette)
    .map(([name, value]) => `--mg-theme-${name}: var(--mg-color-${name}, ${value});`)
    .join('\n  ');
}

/**
 * The design scale every component takes its spacing, type, radii, elevation and motion from (issue #31), so
 * screens share one rhythm instead of ad-hoc rem values. Not host inputs: hosts restyle through the colours,
 * `--mg-radius` and `--mg-font` above; the scale follows `--mg-radius` for its middle radius.
 */
const DESIGN_SCALE = [
  '--mg-space-1: 0.25rem; --mg-space-2: 0.5rem; --mg-space-3: 0.75rem; --mg-space-4: 1rem;',
  '--mg-space-5: 1.5rem; --mg-space-6: 2rem; --mg-space-7: 3rem;',
  '--mg-text-xs: 0.75rem; --mg-text-sm: 0.875rem; --mg-text-md: 1rem; --mg-text-lg: 1.125rem;',
  '--mg-text-xl: 1.375rem; --mg-text-2xl: 1.75rem;',
  '--mg-leading-tight: 1.25; --mg-leading-normal: 1.5;',
  '--mg-weight-regular: 400; --mg-weight-medium: 500; --mg-weight-semibold: 600; --mg-weight-bold: 700;',
  '--mg-radius-s: 4px; --mg-radius-m: var(--mg-theme-radius); --mg-radius-l: 10px; --mg-radius-pill: 999px;',
  '--mg-elevation-1: 0 1px 2px rgb(0 0 0 / 0.08); --mg-elevation-2: 0 2px 8px rgb(0 0 0 / 0.12);',
  '--mg-elevation-3: 0 6px 20px rgb(0 0 0 / 0.18);',
  '--mg-motion-fast: 120ms; --mg-motion-base: 200ms; --mg-ease: cubic-bezier(0.2, 0, 0, 1);',
  '--mg-touch-target: 44px;',
].join('\n  ');

const themed = (theme: string) =>
  `:host([data-mg-theme="${theme}"]), [data-mg-theme="${theme}"].mg-root, [data-mg-theme="${theme}"] .mg-root`;

export const themeCss = `
:host, .mg-root {
  ${resolveTokens(THEME_PALETTES.light)}
  --mg-theme-radius: var(--mg-radius, 6px);
  --mg-theme-font: var(--mg-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  /* The outline of what its text or fill already identifies (a badge, a type chip, an option chip): none, but
     kept in the high-contrast theme; transparent, so forced-colours modes still draw it. */
  --mg-theme-quiet-border: transparent;
  ${DESIGN_SCALE}
}
@media (prefers-reduced-motion: reduce) {
  :host, .mg-root { --mg-motion-fast: 0ms; --mg-motion-base: 0ms; }
}
@media (prefers-color-scheme: dark) {
  :host(:not([data-mg-theme])), :root:not([data-mg-theme]) .mg-root,
  [data-mg-theme="system"].mg-root, [data-mg-theme="system"] .mg-root {
    ${resolveTokens(THEME_PALETTES.dark)}
  }
}
${themed('light')} {
  ${resolveTokens(THEME_PALETTES.light)}
}
${themed('dark')} {
  ${resolveTokens(THEME_PALETTES.dark)}
}
${themed('high-contrast')} {
  ${resolveTokens(THEME_PALETTES['high-contrast'])}
  --mg-theme-quiet-border: var(--mg-theme-border);
}
.mg-root {
  font-family: var(--mg-theme-font);
  color: var(--mg-theme-fg);
  box-sizing: border-box;
}
.mg-root *, .mg-root *::before, .mg-root *::after { box-sizing: inherit; }
.mg-root :focus-visible {
  outline: 3px solid var(--mg-theme-primary);
  outline-offset: 2px;
}
.mg-button {
  font: inherit; font-weight: var(--mg-weight-medium); line-height: var(--mg-leading-tight);
  display: inline-flex; align-items: center; justify-content: center; gap: var(--mg-space-2);
  min-height: 2.25rem; padding: var(--mg-space-2) var(--mg-space-4);
  border-radius: var(--mg-radius-m);
  border: 1px solid var(--mg-theme-border);
  background: var(--mg-theme-bg);
  color: var(--mg-theme-fg);
  cursor: pointer;
  text-decoration: none;
  transition: border-color var(--mg-motion-fast) var(--mg-ease), background-color var(--mg-motion-fast) var(--mg-ease);
}
.mg-button:hover:not(:disabled) { border-color: var(--mg-theme-primary); }
.mg-button:disabled { opacity: 0.6; cursor: not-allowed; }
.mg-button--primary {
  background: var(--mg-theme-primary);
  border-color: var(--mg-theme-primary);
  color: var(--mg-theme-on-primary);
}
.mg-button--ghost { background: transparent; border-color: transparent; }
.mg-button--quiet { background: var(--mg-theme-surface); border-color: var(--mg-theme-quiet-border); }
.mg-button--icon { padding: var(--mg-space-1); min-width: 2rem; min-height: 2rem; }
.mg-button--danger { color: var(--mg-theme-danger); }
.mg-icon { width: 1em; height: 1em; flex: none; fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
.mg-input {
  font: inherit; line-height: var(--mg-leading-normal);
  width: 100%; min-height: 2.25rem;
  padding: var(--mg-space-1) var(--mg-space-3);
  border-radius: var(--mg-radius-m);
  border: 1px solid var(--mg-theme-border);
  background: var(--mg-theme-bg);
  color: var(--mg-theme-fg);
}
.mg-input::placeholder { color: var(--mg-theme-muted); opacity: 1; }
.mg-link { color: var(--mg-theme-primary); text-decoration: underline; text-underline-offset: 2px; }
.mg-link:hover { text-decoration-thickness: 2px; }
.mg-muted { color: var(--mg-theme-muted); }
.mg-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.mg-status { padding: var(--mg-space-6); text-align: center; color: var(--mg-theme-muted); }
.mg-alert {
  padding: var(--mg-space-2) var(--mg-space-3);
  border-radius: var(--mg-radius-m);
  border: 1px solid var(--mg-theme-danger);
  color: var(--mg-theme-danger);
}
.mg-badge {
  display: inline-flex; align-items: center; gap: var(--mg-space-1);
  padding: 0 var(--mg-space-2); border-radius: var(--mg-radius-pill); font-size: var(--mg-text-xs); line-height: 1.5rem;
  border: 1px solid var(--mg-theme-quiet-border); background: var(--mg-theme-surface); color: var(--mg-theme-fg); white-space: nowrap;
}
.mg-avatar {
  display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: 34px; height: 34px; border-radius: 50%; font-weight: var(--mg-weight-semibold); font-size: var(--mg-text-sm);
  background: var(--mg-theme-primary); color: var(--mg-theme-on-primary); border: 1px solid var(--mg-theme-primary);
}
.mg-avatar--mini { width: 26px; height: 26px; font-size: var(--mg-text-xs); }
.mg-avatar--medium { width: 45px; height: 45px; font-size: var(--mg-text-md); }
.mg-card {
  border: 1px solid var(--mg-theme-border); border-radius: var(--mg-radius-l);
  background: var(--mg-theme-bg); padding: var(--mg-space-4);
}
.mg-popover {
  position: absolute; z-index: 20; top: calc(100% + var(--mg-space-2));
  display: flex; flex-direction: column; gap: var(--mg-space-2); padding: var(--mg-space-3);
  background: var(--mg-theme-bg); color: var(--mg-theme-fg);
  border: 1px solid var(--mg-theme-border); border-radius: var(--mg-radius-m);
  box-shadow: var(--mg-elevation-3);
}
.mg-skeleton { border-radius: var(--mg-theme-radius); background: var(--mg-theme-surface); }
@media (prefers-reduced-motion: no-preference) {
  .mg-skeleton { animation: mg-pulse 1.4s ease-in-out infinite; }
}
@keyframes mg-pulse { 50% { opacity: 0.55; } }
.mg-choice-group { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: var(--mg-space-2) var(--mg-space-4); }
.mg-choice-group__legend { font-weight: var(--mg-weight-semibold); margin-bottom: var(--mg-space-2); padding: 0; }
.mg-choice { display: inline-flex; align-items: center; gap: var(--mg-space-2); cursor: pointer; }
.mg-choice input { accent-color: var(--mg-theme-primary); width: 1rem; height: 1rem; margin: 0; }
@media (pointer: coarse) {
  .mg-button, .mg-input { min-height: var(--mg-touch-target); }
  .mg-button--icon { min-width: var(--mg-touch-target); }
  .mg-choice { min-height: var(--mg-touch-target); }
}
`;
