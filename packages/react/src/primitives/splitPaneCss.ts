/**
 * Styles of {@link SplitPane}: the panes on a grid around a 12 px separator. In a container narrower than 800 px
 * (its host sets `container-type: inline-size`) the panes stack at their natural height, without separator.
 */
export const splitPaneCss = `
.mg-split { display: grid; height: 100%; min-height: 0; min-width: 0; }
.mg-split--horizontal { grid-template-columns: minmax(0, var(--mg-split)) 12px minmax(0, 1fr); grid-template-rows: minmax(0, 1fr); }
.mg-split--vertical { grid-template-rows: minmax(0, var(--mg-split)) 12px minmax(0, 1fr); grid-template-columns: minmax(0, 1fr); }
.mg-split--vertical.mg-split--collapsed { grid-template-rows: minmax(0, 1fr) 12px 50px; }
.mg-split__pane { min-width: 0; min-height: 0; overflow: auto; }
.mg-split--horizontal > .mg-split__pane--first { overflow: hidden; }
.mg-split__separator { position: relative; touch-action: none; }
.mg-split--horizontal > .mg-split__separator { cursor: col-resize; }
.mg-split--vertical > .mg-split__separator { cursor: row-resize; }
.mg-split--collapsed > .mg-split__separator { cursor: default; }
.mg-split__separator::after { content: ''; position: absolute; background: var(--mg-theme-border); border-radius: 2px; }
.mg-split--horizontal > .mg-split__separator::after { left: 5px; width: 2px; top: 0; bottom: 0; }
.mg-split--vertical > .mg-split__separator::after { top: 5px; height: 2px; left: 0; right: 0; }
.mg-split__separator:hover::after, .mg-split__separator:focus-visible::after { background: var(--mg-theme-primary); }
.mg-split__header {
  display: flex; align-items: center; justify-content: space-between; gap: 0.5rem;
  height: 50px; padding: 0 0.25rem; position: sticky; top: 0; z-index: 1; background: var(--mg-theme-bg);
}
.mg-split__title { margin: 0; font-size: var(--mg-text-md); }
.mg-split__header > .mg-split__title { flex: 0 1 auto; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.mg-split__header > :not(.mg-split__title):not(.mg-split__collapse) { flex: 1 0 auto; }
.mg-split__content { display: flex; flex-direction: column; gap: 1rem; }
@container (max-width: 800px) {
  .mg-split, .mg-split--horizontal, .mg-split--vertical, .mg-split--vertical.mg-split--collapsed {
    display: flex; flex-direction: column; height: auto; gap: 1rem;
  }
  .mg-split__separator { display: none; }
  .mg-split__pane, .mg-split--horizontal > .mg-split__pane--first { overflow: visible; height: auto; }
}
`;
