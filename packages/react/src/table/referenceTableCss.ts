import { tabulatorBaseCss } from './tabulatorBaseCss';

// Tabulator's own rules (all under `.tabulator`), then its colours replaced by the theme's custom properties,
// which cross shadow roots; the sheet goes into the component's root, never into a host page's global CSS.
export const referenceTableCss = `${tabulatorBaseCss}
.mg-reference-table { position: relative; display: flex; flex-direction: column; gap: 0.5rem; }
.mg-reference-table__toolbar { display: flex; flex-wrap: wrap; gap: 0.25rem; align-items: center; }
.mg-reference-table__check { display: inline-flex; gap: 0.125rem; align-items: center; }
.mg-reference-table__not-latest { color: var(--mg-theme-warning, #8a5a00); font-size: var(--mg-text-sm); padding-inline-start: 0.25rem; }
.mg-reference-table__not-latest::before { content: '● '; }
.mg-reference-table__check-result { margin: 0; font-size: var(--mg-text-sm); }
.mg-reference-table__empty { margin: 0; }
.mg-reference-table__name-form { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; }
.mg-reference-table__name-form label { display: flex; flex-direction: column; gap: 0.125rem; font-size: var(--mg-text-sm); }
.mg-reference-table__badges { display: flex; gap: 0.25rem; list-style: none; margin: 0; padding: 0; }
.mg-reference-table__badges .mg-badge { display: inline-flex; align-items: center; gap: 0.25rem; padding: 0 0.5rem; border-radius: 999px; border: 1px solid var(--mg-theme-border); font-size: var(--mg-text-sm); }
.mg-reference-table__reference { border: 1px solid var(--mg-theme-border); border-radius: var(--mg-theme-radius); padding: 0.5rem; background: var(--mg-theme-surface); }
.mg-reference-table__reference pre { margin: 0.25rem 0; font-size: var(--mg-text-sm); white-space: pre-wrap; }
/* The menus and panels the grid opens at a point (the shared Menu and PopoverPanel, placed in the viewport). */
.mg-reference-table .mg-table-menu, .mg-reference-table .mg-table-popup { position: fixed; z-index: 1000; }
.mg-table-filter fieldset { border: 0; margin: 0; padding: 0; max-height: 16rem; overflow: auto; display: flex; flex-direction: column; gap: 0.25rem; }
.mg-reference-table .tabulator { font: inherit; font-size: var(--mg-text-sm); color: var(--mg-theme-fg); background: var(--mg-theme-bg); border-color: var(--mg-theme-border); }
.mg-reference-table .tabulator .tabulator-header, .mg-reference-table .tabulator .tabulator-header .tabulator-col,
.mg-reference-table .tabulator .tabulator-col-group, .mg-reference-table .tabulator-row .tabulator-frozen,
.mg-reference-table .tabulator .tabulator-header .tabulator-frozen { background: var(--mg-theme-surface); color: var(--mg-theme-fg); border-color: var(--mg-theme-border); }
.mg-reference-table .tabulator .tabulator-tableholder, .mg-reference-table .tabulator .tabulator-tableholder .tabulator-table,
.mg-reference-table .tabulator-row, .mg-reference-table .tabulator-row.tabulator-row-even { background: var(--mg-theme-bg); color: var(--mg-theme-fg); }
.mg-reference-table .tabulator-row .tabulator-cell { border-color: var(--mg-theme-border); }
/* Scrolling draws rows every frame: a positioned cell is a paint layer of its own (painted one by one), so only
   frozen (sticky) cells keep a position; containment keeps each cell's layout and paint to itself. */
.mg-reference-table .tabulator-row .tabulator-cell { contain: content; }
/* The rows scroll in a layer of their own: without it every scrolled frame paints every cell in view again,
   with it only the rows drawn into the buffer are painted (Tabulator's root already has one, translateZ). */
.mg-reference-table .tabulator .tabulator-tableholder { will-change: transform; }
.mg-reference-table .tabulator-row .tabulator-cell:not(.tabulator-frozen) { position: static; }
.mg-reference-table .tabulator-row .tabulator-cell.tabulator-range-selected:not(.tabulator-range-only-cell-selected),
.mg-reference-table .tabulator-row.tabulator-range-selected .tabulator-cell.tabulator-row-header { background: color-mix(in srgb, var(--mg-theme-primary) 18%, var(--mg-theme-bg)); }
.mg-reference-table .tabulator .tabulator-cell.tabulator-range-only-cell-selected { outline: 2px solid var(--mg-theme-primary); outline-offset: -2px; }
.mg-reference-table .tabulator-row .tabulator-cell.mg-grid-cell--error { box-shadow: inset 0 0 0 2px var(--mg-theme-danger); background: color-mix(in srgb, var(--mg-theme-danger) 12%, var(--mg-theme-bg)); }
.mg-reference-table .tabulator-row .tabulator-cell.tabulator-editing { outline: 2px solid var(--mg-theme-primary); }
.mg-reference-table .tabulator-row .tabulator-cell input { color: var(--mg-theme-fg); background: var(--mg-theme-bg); }
.mg-reference-table .tabulator .tabulator-placeholder .tabulator-placeholder-contents { color: var(--mg-theme-muted); font-weight: normal; font-size: var(--mg-text-sm); }
.mg-reference-table .tabulator-row.tabulator-group { background: var(--mg-theme-surface); color: var(--mg-theme-fg); border-color: var(--mg-theme-border); }
.mg-reference-table .tabulator-row.tabulator-group span { color: var(--mg-theme-muted); margin-left: 0; }
.mg-reference-table .tabulator-row.tabulator-group .mg-grid-group__value { color: var(--mg-theme-fg); font-weight: 600; }
.mg-grid-header { display: inline-flex; align-items: center; gap: 0.25rem; max-width: 100%; }
.mg-grid-header__name { overflow: hidden; text-overflow: ellipsis; }
/* Key columns are 50 px wide and a data column may be at its least: a name wraps there between its words (the
   grid puts <wbr> at them), never inside one; a single word still too wide ends in an ellipsis (the name is the
   title). */
.mg-reference-table .tabulator .tabulator-header .tabulator-col .tabulator-col-content .tabulator-col-title { white-space: normal; text-overflow: clip; }
.mg-reference-table .tabulator-col .mg-grid-header { flex-wrap: wrap; }
.mg-reference-table .tabulator-col .mg-grid-header__name { white-space: normal; overflow-wrap: normal; word-break: normal; overflow: hidden; text-overflow: ellipsis; min-width: 0; max-width: 100%; }
.mg-grid-header__menu, .mg-grid-group__menu { border: 0; background: transparent; color: inherit; cursor: pointer; padding: 0 0.25rem; border-radius: 4px; font: inherit; }
.mg-grid-header__menu:focus-visible, .mg-grid-group__menu:focus-visible { outline: 2px solid var(--mg-theme-primary); }
/* On a touch screen the column and group menus are 44 px targets, and a row is 44 px high (a cell is tapped to
   select or edit it; the grid's body is never shorter than one row). A column's header is never lower than its
   content (the grid may have measured the headers while the pointer was fine). */
@media (pointer: coarse) {
  .mg-grid-header__menu, .mg-grid-group__menu {
    display: inline-flex; align-items: center; justify-content: center;
    min-width: var(--mg-touch-target); min-height: var(--mg-touch-target);
  }
  .mg-reference-table .tabulator-row .tabulator-cell { min-height: var(--mg-touch-target); padding-block: 11px; }
  .mg-reference-table .tabulator-row.tabulator-group { padding-block: 0; }
  .mg-reference-table .tabulator-header .tabulator-col { min-height: max-content; }
}
.mg-reference-table .tabulator-popup-container, .mg-reference-table .tabulator-tooltip, .mg-reference-table .tabulator-edit-list {
  background: var(--mg-theme-surface); color: var(--mg-theme-fg); border-color: var(--mg-theme-border); white-space: pre-wrap; max-width: 350px; }
.mg-reference-table .tabulator-edit-list .tabulator-edit-list-item { color: var(--mg-theme-fg); }
.mg-reference-table .tabulator-edit-list .tabulator-edit-list-item.active, .mg-reference-table .tabulator-edit-list .tabulator-edit-list-item.focused { background: var(--mg-theme-primary); color: var(--mg-theme-on-primary); }
`;
