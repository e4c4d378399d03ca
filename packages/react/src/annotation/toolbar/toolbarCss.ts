/**
 * Styles of the toolbar, its dropdowns, the filters and the sort selector (segmented toggles: `primitives/toggleCss`).
 * On a phone the search's field choice keeps its words and the search words give way (their box scrolls); the
 * choice shows only while the search is in use (focus inside it) or narrowed to a field, otherwise it would leave
 * the search words a few letters ("Search i").
 */
export const toolbarCss = `
.mg-toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: var(--mg-space-2) var(--mg-space-3); }
.mg-toolbar__group { display: flex; flex-wrap: wrap; align-items: center; gap: var(--mg-space-2); }
.mg-toolbar__more { display: none; white-space: nowrap; }
.mg-guidelines-button { margin-inline-start: auto; white-space: nowrap; }
@media (hover: none), (pointer: coarse) {
  .mg-toolbar .mg-button, .mg-toolbar .mg-input, .mg-search { min-height: var(--mg-touch-target); }
  .mg-guidelines-button, .mg-toolbar__more { min-width: var(--mg-touch-target); justify-content: center; }
}
.mg-toolbar__field { display: inline-flex; align-items: center; gap: 0.4rem; white-space: nowrap; }
.mg-toolbar__field .mg-input { width: auto; }
.mg-search {
  display: flex; align-items: center; gap: 0.4rem; flex: 1 1 18rem; min-width: 12rem; max-width: 36rem;
  padding: 0 0.25rem 0 0.6rem; border: 1px solid var(--mg-theme-border); border-radius: var(--mg-theme-radius);
  background: var(--mg-theme-bg); color: var(--mg-theme-muted);
}
.mg-search:focus-within { border-color: var(--mg-theme-primary); }
.mg-search__input { border: 0; padding-left: 0; min-width: 0; flex: 1; }
.mg-search__input:focus-visible { outline: none; }
.mg-search__field { width: auto; max-width: 10rem; border-width: 0 0 0 1px; border-radius: 0; }
.mg-dropdown { position: relative; display: inline-flex; }
.mg-dropdown__toggle--active { border-color: var(--mg-theme-primary); color: var(--mg-theme-primary); }
.mg-dropdown__panel { min-width: 18rem; max-width: min(26rem, 90vw); max-height: 70vh; overflow: auto; }
.mg-dropdown__panel--start { left: 0; }
.mg-dropdown__panel--end { right: 0; }
.mg-filter-list__records { display: flex; flex-direction: column; gap: var(--mg-space-2); margin-bottom: var(--mg-space-2); }
.mg-filter-list__records .mg-toolbar__field { justify-content: space-between; }
.mg-filter-list h3, .mg-filter-list__group { margin: 0.25rem 0; font-size: var(--mg-text-xs); text-transform: uppercase; letter-spacing: 0.04em; color: var(--mg-theme-muted); }
.mg-filter-list ul { list-style: none; margin: 0 0 0.5rem; padding: 0; }
.mg-filter-list__item {
  font: inherit; color: inherit; width: 100%; display: flex; justify-content: space-between; gap: 0.5rem;
  padding: 0.4rem 0.5rem; border: 0; border-radius: var(--mg-theme-radius); background: transparent; cursor: pointer; text-align: left;
}
.mg-filter-list__item:hover { background: var(--mg-theme-surface); }
.mg-filter-list__active { font-size: var(--mg-text-xs); color: var(--mg-theme-primary); }
.mg-filter-editor, .mg-filter-editor__stack { display: flex; flex-direction: column; gap: 0.6rem; }
.mg-filter-editor__back { align-self: flex-start; padding-left: 0.2rem; }
.mg-filter-editor__title { margin: 0; font-size: var(--mg-text-md); }
.mg-filter-editor__heading { margin: 0 0 0.3rem; font-size: var(--mg-text-sm); }
.mg-terms { display: flex; flex-direction: column; gap: 0.4rem; }
.mg-terms__list { border: 0; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.15rem; max-height: 16rem; overflow: auto; }
.mg-terms__option { display: flex; align-items: center; gap: 0.5rem; padding: 0.2rem 0.25rem; cursor: pointer; }
.mg-terms__text { flex: 1; overflow-wrap: anywhere; }
.mg-range { display: flex; flex-direction: column; gap: 0.5rem; }
.mg-range__track { position: relative; height: 28px; }
.mg-range__track::before, .mg-range__track::after { content: ''; position: absolute; top: 12px; height: 4px; border-radius: 2px; }
.mg-range__track::before { left: 0; right: 0; background: var(--mg-theme-border); }
.mg-range__track::after { left: var(--mg-range-from); right: calc(100% - var(--mg-range-to)); background: var(--mg-theme-primary); }
.mg-range__handle {
  position: absolute; inset: 0; width: 100%; height: 28px; margin: 0; background: none; pointer-events: none;
  -webkit-appearance: none; appearance: none; z-index: 1;
}
.mg-range__handle::-webkit-slider-runnable-track { background: transparent; height: 28px; }
.mg-range__handle::-webkit-slider-thumb {
  -webkit-appearance: none; pointer-events: auto; width: 18px; height: 18px; margin-top: 5px; border-radius: 50%;
  background: var(--mg-theme-primary); border: 2px solid var(--mg-theme-bg); cursor: pointer;
}
.mg-range__handle::-moz-range-thumb {
  pointer-events: auto; width: 16px; height: 16px; border-radius: 50%;
  background: var(--mg-theme-primary); border: 2px solid var(--mg-theme-bg); cursor: pointer;
}
.mg-range__inputs { display: flex; align-items: center; gap: 0.5rem; }
.mg-range__number { width: 7rem; }
.mg-sort__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.4rem; }
.mg-sort__item { display: flex; align-items: center; gap: 0.4rem; }
.mg-sort__item .mg-input { flex: 1; min-width: 0; }
.mg-sort__direction { white-space: nowrap; padding: 0.35rem 0.6rem; }
/* A phone: one row (search, Filters, guidelines); the filters fold out below it. Last, so it overrides the rules
   above of the same weight. */
@container (max-width: 640px) {
  .mg-toolbar { flex-wrap: wrap; column-gap: var(--mg-space-2); }
  .mg-search { flex: 1 1 0; min-width: 0; max-width: none; }
  .mg-search__field { max-width: none; flex: none; }
  .mg-search:not(:focus-within, [data-narrowed]) .mg-search__field { display: none; }
  .mg-toolbar__more { display: inline-flex; }
  .mg-guidelines-button { margin-inline-start: 0; padding-inline: var(--mg-space-2); }
  .mg-toolbar__more { padding-inline: var(--mg-space-2); }
  .mg-guidelines-button__text, .mg-toolbar__more-text {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  .mg-toolbar__group { display: none; order: 1; flex-basis: 100%; }
  .mg-toolbar__group[data-shown] { display: flex; }
}
`;
