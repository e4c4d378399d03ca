/**
 * The shared theme. Hosts customise the public inputs `--mg-color-bg`, `--mg-color-fg`, `--mg-color-muted`,
 * `--mg-color-primary`, `--mg-color-on-primary`, `--mg-color-danger`, `--mg-color-success`, `--mg-color-warning`,
 * `--mg-color-border`, `--mg-color-surface`, `--mg-radius` and `--mg-font` anywhere above a component
 * (inherited custom properties cross shadow roots).
 * Each `.mg-root` resolves them into `--mg-theme-*` with light defaults, or dark ones under `[data-mg-theme="dark"]`.
 * Resolving into separate names matters: redeclaring `--mg-color-*` on `.mg-root` would hide the host's values.
 */
const light = {
  bg: '#ffffff',
  fg: '#1f2328',
  muted: '#5c6570',
  surface: '#f5f6f8',
  primary: '#3e5cc9',
  'on-primary': '#ffffff',
  danger: '#c62828',
  success: '#2e7d32',
  warning: '#b26a00',
  border: '#d0d5dc',
};

const dark: typeof light = {
  bg: '#16181d',
  fg: '#e6e8eb',
  muted: '#a3abb5',
  surface: '#21252c',
  primary: '#8fa6ff',
  'on-primary': '#10131a',
  danger: '#ff8a80',
  success: '#81c784',
  warning: '#ffb74d',
  border: '#3a404a',
};

function resolveTokens(palette: typeof light): string {
  return Object.entries(palette)
    .map(([name, value]) => `--mg-theme-${name}: var(--mg-color-${name}, ${value});`)
    .join('\n  ');
}

export const themeCss = `
:host, .mg-root {
  ${resolveTokens(light)}
  --mg-theme-radius: var(--mg-radius, 6px);
  --mg-theme-font: var(--mg-font, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
}
:host([data-mg-theme="dark"]), [data-mg-theme="dark"].mg-root, [data-mg-theme="dark"] .mg-root,
:host([data-mg-theme="dark"]) .mg-root {
  ${resolveTokens(dark)}
}
.mg-root {
  font-family: var(--mg-theme-font);
  color: var(--mg-theme-fg);
  box-sizing: border-box;
}
.mg-root *, .mg-root *::before, .mg-root *::after { box-sizing: inherit; }
.mg-button {
  font: inherit;
  padding: 0.45rem 0.9rem;
  border-radius: var(--mg-theme-radius);
  border: 1px solid var(--mg-theme-border);
  background: var(--mg-theme-bg);
  color: var(--mg-theme-fg);
  cursor: pointer;
}
.mg-button:hover:not(:disabled) { border-color: var(--mg-theme-primary); }
.mg-button:focus-visible, .mg-input:focus-visible, .mg-link:focus-visible {
  outline: 2px solid var(--mg-theme-primary);
  outline-offset: 2px;
}
.mg-button:disabled { opacity: 0.55; cursor: not-allowed; }
.mg-button--primary {
  background: var(--mg-theme-primary);
  border-color: var(--mg-theme-primary);
  color: var(--mg-theme-on-primary);
}
.mg-button--danger { color: var(--mg-theme-danger); }
.mg-input {
  font: inherit;
  width: 100%;
  padding: 0.45rem 0.6rem;
  border-radius: var(--mg-theme-radius);
  border: 1px solid var(--mg-theme-border);
  background: var(--mg-theme-bg);
  color: var(--mg-theme-fg);
}
.mg-link { color: var(--mg-theme-primary); text-decoration: none; }
.mg-link:hover { text-decoration: underline; }
.mg-muted { color: var(--mg-theme-muted); }
.mg-visually-hidden {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.mg-status { padding: 2rem; text-align: center; color: var(--mg-theme-muted); }
.mg-alert {
  padding: 0.6rem 0.8rem;
  border-radius: var(--mg-theme-radius);
  border: 1px solid var(--mg-theme-danger);
  color: var(--mg-theme-danger);
}
`;
