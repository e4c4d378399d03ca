/**
 * Styles of `Tabs`. Themed by the `--mg-theme-*` properties. The tab list is one row: too wide for its box, it
 * scrolls sideways (the page never does).
 */
export const tabsCss = `
.mg-tabs { display: flex; flex-direction: column; gap: var(--mg-space-4); min-width: 0; }
.mg-tabs__list {
  display: flex; gap: var(--mg-space-1); border-bottom: 1px solid var(--mg-theme-border);
  overflow-x: auto; scrollbar-width: thin;
}
.mg-tabs__tab {
  font: inherit; background: transparent; color: inherit; cursor: pointer; border: 0;
  border-bottom: 3px solid transparent; padding: var(--mg-space-2) var(--mg-space-3); display: inline-flex; gap: var(--mg-space-1); align-items: center;
  white-space: nowrap; color: var(--mg-theme-muted);
}
.mg-tabs__tab:hover { color: var(--mg-theme-fg); }
.mg-tabs__tab[aria-selected="true"] { border-bottom-color: var(--mg-theme-primary); color: var(--mg-theme-fg); font-weight: var(--mg-weight-semibold); }
.mg-tabs__tab:focus-visible { outline: 2px solid var(--mg-theme-primary); outline-offset: -2px; }
.mg-tabs__panel { min-width: 0; }
.mg-tabs--small { gap: var(--mg-space-3); }
.mg-tabs--small .mg-tabs__tab { border-bottom-width: 2px; padding: var(--mg-space-1) var(--mg-space-3); }
@media (pointer: coarse) { .mg-tabs__tab { min-height: var(--mg-touch-target); } }
`;
