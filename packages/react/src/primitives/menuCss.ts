/** Styles of `Menu`, `MenuItem` and `MenuButton`. Themed by the `--mg-theme-*` properties. */
export const menuCss = `
.mg-menu-button { position: relative; display: inline-flex; }
.mg-menu {
  position: absolute; z-index: 20; top: calc(100% + var(--mg-space-1)); left: 0; display: flex; flex-direction: column;
  min-width: 9rem; padding: var(--mg-space-1); background: var(--mg-theme-bg); color: var(--mg-theme-fg);
  border: 1px solid var(--mg-theme-border); border-radius: var(--mg-radius-m); box-shadow: var(--mg-elevation-2);
}
.mg-menu__item {
  font: inherit; color: inherit; text-align: start; padding: var(--mg-space-1) var(--mg-space-2); border: 0; border-radius: var(--mg-radius-s);
  background: none; cursor: pointer;
}
.mg-menu__item[aria-checked="true"] { font-weight: var(--mg-weight-semibold); }
@media (pointer: coarse) { .mg-menu__item { min-height: var(--mg-touch-target); } }
.mg-menu__item:focus-visible, .mg-menu__item:hover:not(:disabled) { background: var(--mg-theme-surface); }
.mg-menu__item:disabled { opacity: 0.6; cursor: not-allowed; }
`;
