/** Styles of the bulk view: selection bar, virtual list and progress (the confirmation dialog: `primitives/dialogCss`). */
export const bulkCss = `
.mg-bulk { flex: 1 1 auto; min-height: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.mg-bulk__keys { margin: 0; font-size: var(--mg-text-xs); }
/* Touch screens have no j/k keys to tell of. */
@media (hover: none), (pointer: coarse) { .mg-bulk__keys { display: none; } }
.mg-bulk-selection { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.mg-bulk-selection__all { display: inline-flex; align-items: center; gap: 0.4rem; cursor: pointer; }
/* Coarse pointers: the checkboxes stay small, their labels are the touch targets. */
@media (pointer: coarse) {
  .mg-bulk-selection__all, .mg-record-header__select { min-height: var(--mg-touch-target); min-width: var(--mg-touch-target); justify-content: center; }
}
.mg-bulk-selection__notice {
  flex-basis: 100%; margin: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem;
  padding: 0.4rem 0.6rem; border-radius: var(--mg-theme-radius); background: var(--mg-theme-surface);
}
.mg-bulk-list { flex: 1 1 auto; min-height: 240px; overflow: auto; border-radius: var(--mg-theme-radius); }
.mg-bulk-list__item { padding-bottom: 0.75rem; border-radius: var(--mg-theme-radius); }
.mg-bulk-list__item:focus-visible { outline: none; }
.mg-bulk-list__item:focus-visible > .mg-record { outline: 3px solid var(--mg-theme-primary); outline-offset: -1px; }
.mg-bulk-list__item--selected > .mg-record { border-color: var(--mg-theme-primary); }
.mg-bulk-list--fixed .mg-record { height: 220px; overflow: auto; }
.mg-bulk-progress { display: flex; align-items: center; gap: 0.75rem; }
.mg-bulk-progress__bar { flex: 1; accent-color: var(--mg-theme-primary); }
/* A phone shows one record across: the fixed-height reading aid of wide screens would only take a row. */
@media (max-width: 640px) {
  .mg-bulk__height { display: none; }
  .mg-bulk-list--fixed .mg-record { height: auto; overflow: visible; }
}
`;
