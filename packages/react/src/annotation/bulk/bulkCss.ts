/**
 * Styles of the bulk view: selection bar, virtual list, the records' headers and progress (the confirmation dialog:
 * `primitives/dialogCss`). Injected by the bulk view itself, so they load with its on-demand part.
 */
export const bulkCss = `
.mg-bulk { flex: 1 1 auto; min-height: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.mg-bulk__bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 1rem; }
.mg-bulk__bar .mg-bulk-selection { flex: 1 1 auto; }
.mg-bulk__keys { margin: 0 0 0 auto; font-size: var(--mg-text-xs); }
.mg-bulk__foot { display: flex; justify-content: flex-end; }
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
/* Bulk, wide: the record header (comments, find similar, status, menu) floats at the card's top end, beside the
   first field's title and text, instead of taking a row of its own (a field holding a question, e.g. a span
   question, goes below it); with the metadata open it is a row again. */
@container (min-width: 641px) {
  .mg-bulk-list .mg-record { display: flow-root; }
  .mg-bulk-list .mg-record > * + * { margin-top: var(--mg-space-4); }
  .mg-bulk-list .mg-record > .mg-record-header { float: inline-end; margin: 0 0 var(--mg-space-2) var(--mg-space-3); }
  .mg-bulk-list .mg-record > .mg-record-header + * { margin-top: 0; }
  .mg-bulk-list .mg-record > .mg-record-header + :has(.mg-question) { clear: inline-end; }
  .mg-bulk-list .mg-record > .mg-record-header:has(.mg-record-header__metadata) { float: none; margin: 0; }
  .mg-bulk-list .mg-record > .mg-record-header:has(.mg-record-header__metadata) + * { margin-top: var(--mg-space-4); }
  /* The record's checkbox in a gutter at its start, so the record's text starts at the card's top. */
  .mg-bulk-list .mg-record { position: relative; padding-inline-start: calc(var(--mg-space-3) + 2rem); }
  .mg-bulk-list .mg-record-header { position: static; }
  .mg-bulk-list .mg-record-header__select { position: absolute; inset-inline-start: var(--mg-space-3); top: var(--mg-space-4); }
}
/* A phone shows one record across: the fixed-height reading aid of wide screens would only take a row. The
   select-all box keeps its name for screen readers beside the count; each record's header (checkbox, comments,
   find similar, status, menu) is one row at the card's foot, so the record's text comes first. */
@media (max-width: 640px) {
  .mg-bulk__height { display: none; }
  .mg-bulk-list--fixed .mg-record { height: auto; overflow: visible; }
}
@container (max-width: 640px) {
  .mg-bulk-selection__all-text {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  .mg-bulk-list .mg-record-header { order: 1; column-gap: var(--mg-space-1); }
  .mg-bulk-list .mg-record-header__end { gap: 0; }
}
`;
