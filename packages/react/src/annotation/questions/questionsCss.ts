/** Styles of the question controls (label chips, ranking slots, text modes, tables; span fields: `spanCss`). */
export const questionsCss = `
.mg-question { min-width: 0; }
.mg-question__header { display: flex; align-items: baseline; gap: 0.5rem; flex-wrap: wrap; }
.mg-options__list { min-width: 0; }
.mg-option[data-suggested] .mg-option__label { border-style: dashed; border-color: var(--mg-theme-primary); }
/* The digit that picks the option, inside the chip's end (it takes no pointer: a click goes to the chip). A tint,
   not an outline (issue 31: a box in every box made the form busy). */
.mg-option__key {
  position: absolute; inset-inline-end: var(--mg-space-2); top: 50%; transform: translateY(-50%);
  min-width: 1rem; padding: 0 0.2rem; pointer-events: none; text-align: center;
  font-size: var(--mg-text-xs); line-height: 1rem; font-variant-numeric: tabular-nums; color: var(--mg-theme-muted);
  border-radius: var(--mg-radius-s); background: var(--mg-theme-surface);
}
.mg-option__input:checked ~ .mg-option__key { background: var(--mg-theme-bg); }
.mg-options__list--rating .mg-option__key { display: none; }
/* Touch devices have no digit keys at hand: no hint, and every chip a full touch target. */
@media (hover: none), (pointer: coarse) {
  .mg-option__key { display: none; }
  .mg-option__label { padding-inline-end: var(--mg-space-3); min-height: var(--mg-touch-target); }
  .mg-options__list--rating .mg-option .mg-option__label { min-width: var(--mg-touch-target); }
  .mg-ranking__item { min-height: var(--mg-touch-target); }
}
.mg-option[style] .mg-option__label { border-inline-start: 6px solid var(--mg-option-colour); }
.mg-field-error { color: var(--mg-theme-danger); font-size: var(--mg-text-sm); margin: 0; }
.mg-text-question__read {
  min-height: 4.5rem; padding: 0.5rem 0.65rem; border: 1px solid var(--mg-theme-border);
  border-radius: var(--mg-theme-radius); cursor: text; overflow-wrap: anywhere; min-width: 0;
}
.mg-text-question__read:focus-visible { outline: 2px solid var(--mg-theme-primary); outline-offset: 2px; }
.mg-text-question__footer { display: flex; gap: 0.5rem; align-items: center; justify-content: space-between; }
.mg-text-question__counter { margin-left: auto; font-size: var(--mg-text-xs); font-variant-numeric: tabular-nums; }
.mg-table-question { display: flex; flex-direction: column; gap: var(--mg-space-1); min-width: 0; }
.mg-table-question__bar { display: flex; justify-content: flex-end; }
.mg-table-question__maximise { font-size: var(--mg-text-sm); padding: var(--mg-space-1) var(--mg-space-2); }
/* Maximised: the same table (its state kept) laid over the page. */
.mg-table-question--maximised {
  position: fixed; inset: 0; z-index: 40; padding: var(--mg-space-4); overflow: auto;
  background: var(--mg-theme-bg); box-shadow: var(--mg-elevation-3);
}
.mg-table-editor { display: flex; flex-direction: column; gap: 0.5rem; min-width: 0; }
.mg-table-editor__header { display: flex; align-items: center; gap: 0.25rem; }
.mg-table-editor__input { min-width: 6rem; width: 100%; padding: 0.2rem 0.35rem; }
.mg-table-editor__actions { display: flex; gap: 0.5rem; flex-wrap: wrap; }
.mg-table--editable td, .mg-table--editable th { padding: 0.15rem; }
.mg-ranking { display: flex; flex-direction: column; gap: 0.5rem; }
.mg-ranking__slots { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.35rem; }
.mg-ranking__slot { display: flex; align-items: stretch; gap: 0.5rem; }
.mg-ranking__rank {
  display: inline-flex; align-items: center; justify-content: center; min-width: 1.8rem;
  font-weight: 600; color: var(--mg-theme-muted);
}
.mg-ranking__drop {
  flex: 1; min-height: 2.4rem; display: flex; flex-wrap: wrap; gap: 0.35rem; align-items: center; padding: 0.25rem;
  border: 1px dashed var(--mg-theme-border); border-radius: var(--mg-theme-radius); min-width: 0;
}
.mg-ranking__drop[data-over] { border-color: var(--mg-theme-primary); background: var(--mg-theme-surface); }
.mg-ranking__drop--pool { border-style: solid; background: var(--mg-theme-surface); }
.mg-ranking__pool-title { width: 100%; font-size: var(--mg-text-xs); color: var(--mg-theme-muted); }
.mg-ranking__item {
  font: inherit; color: inherit; cursor: grab; touch-action: none; padding: 0.3rem 0.7rem; overflow-wrap: anywhere;
  border: 1px solid var(--mg-theme-border); border-radius: var(--mg-theme-radius); background: var(--mg-theme-bg);
  text-align: left; max-width: 100%;
}
.mg-ranking__item:focus-visible { outline: 2px solid var(--mg-theme-primary); outline-offset: 2px; }
.mg-ranking__item[data-dragging] { cursor: grabbing; opacity: 0.85; position: relative; z-index: 2; }
`;
