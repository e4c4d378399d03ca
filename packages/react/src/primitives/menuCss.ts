/** Styles of `Menu`, `MenuItem` and `MenuButton`. Themed by the `--mg-theme-*` properties. */
export const menuCss = `
.mg-menu-button { position: relative; display: inline-flex; }
.mg-menu {
  position: absolute; z-index: 20; top: calc(100% + 4px); left: 0; display: flex; flex-direction: column;
  min-width: 9rem; padding: 0.25rem; background: var(--mg-theme-bg); color: var(--mg-theme-fg);
  border: 1px solid var(--mg-theme-border); border-radius: var(--mg-theme-radius); box-shadow: 0 4px 14px rgb(0 0 0 / 0.15);
}
.mg-menu__item {
  font: inherit; color: inherit; text-align: start; padding: 0.3rem 0.5rem; border: 0; border-radius: 3px;
  background: none; cursor: pointer;
}
.mg-menu__item[aria-checked="true"] { font-weight: 600; }
.mg-menu__item:focus-visible, .mg-menu__item:hover:not(:disabled) { background: var(--mg-theme-surface); }
.mg-menu__item:disabled { opacity: 0.6; cursor: not-allowed; }
`;
