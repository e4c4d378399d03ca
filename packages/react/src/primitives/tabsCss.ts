/** Styles of `Tabs`. Themed by the `--mg-theme-*` properties. */
export const tabsCss = `
.mg-tabs { display: flex; flex-direction: column; gap: 1rem; min-width: 0; }
.mg-tabs__list { display: flex; flex-wrap: wrap; gap: 0.25rem; border-bottom: 1px solid var(--mg-theme-border); }
.mg-tabs__tab {
  font: inherit; background: transparent; color: inherit; cursor: pointer; border: 0;
  border-bottom: 3px solid transparent; padding: 0.5rem 0.8rem; display: inline-flex; gap: 0.35rem; align-items: center;
}
.mg-tabs__tab[aria-selected="true"] { border-bottom-color: var(--mg-theme-primary); font-weight: 600; }
.mg-tabs__tab:focus-visible { outline: 2px solid var(--mg-theme-primary); outline-offset: -2px; }
.mg-tabs__panel { min-width: 0; }
.mg-tabs--small { gap: 0.6rem; }
.mg-tabs--small .mg-tabs__tab { border-bottom-width: 2px; padding: 0.35rem 0.75rem; }
`;
