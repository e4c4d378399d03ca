/**
 * Styles of the annotation layout (`SplitPane` brings the panes' own): the record header, the panels and the empty
 * state. The record header's comments, find similar, status and menu keep one row (a phone's card is ~320 px wide).
 *
 * Side by side (wider than 800 px), the page scrolls, not a box in the questions' column: the column takes its
 * content's height (the action bar sticks to the window's bottom) and the record stays in view beside it,
 * scrolling on its own. In focus mode the mode toggle comes first and the paging last in the header's row; a phone
 * puts toggle and paging on the card's first row (as the bar above the card did), then the record's fields, and
 * the record's own controls (comments, find similar, status, menu) in a row at the card's foot, as bulk does: the
 * record's text comes right under the paging; on a phone FocusView also draws those controls after the fields, so
 * the tab order follows what is shown. (These notes are here, not in the CSS: a comment
 * in the CSS ships in the bundle.)
 */
export const layoutCss = `
.mg-annotation {
  container-type: inline-size;
  display: flex; flex-direction: column; gap: 0.75rem;
  min-height: max(480px, var(--mg-annotation-height, calc(100vh - 6rem)));
}
.mg-annotation__body { flex: 1 1 auto; min-height: 0; }
@container (min-width: 801px) {
  .mg-annotation__body.mg-split--horizontal { height: auto; grid-template-rows: auto; }
  .mg-annotation__body > .mg-split__pane--first {
    position: sticky; top: 0; align-self: start; height: var(--mg-annotation-height, calc(100vh - 6rem)); min-height: 480px;
  }
  .mg-annotation__body > .mg-split__separator { position: sticky; top: 0; align-self: start; height: var(--mg-annotation-height, calc(100vh - 6rem)); }
  .mg-annotation__body > .mg-split__pane--second { overflow: visible; }
  .mg-annotation__body > .mg-split__pane--second > .mg-split--vertical { display: flex; flex-direction: column; height: auto; }
  .mg-annotation__body > .mg-split__pane--second > .mg-split--vertical > .mg-split__pane { overflow: visible; }
  .mg-annotation__body > .mg-split__pane--second > .mg-split--vertical > .mg-split__separator { display: none; }
}
.mg-progress-summary { display: flex; align-items: center; gap: var(--mg-space-2); font-size: var(--mg-text-sm); color: var(--mg-theme-muted); }
.mg-progress-summary__text { white-space: nowrap; font-variant-numeric: tabular-nums; }
.mg-progress-summary__bar { flex: 1 1 auto; min-width: 0; height: 4px; border-radius: var(--mg-radius-pill); overflow: hidden; background: var(--mg-theme-surface); }
.mg-progress-summary__bar > span { display: block; height: 100%; background: var(--mg-theme-success); }
.mg-annotation__main { height: 100%; display: flex; flex-direction: column; gap: 0.75rem; overflow: auto; padding: 2px; }
/* The modal dialogs' host: no box of its own (it adds no gap to the column). */
.mg-annotation__overlays { display: contents; }
/* The loading bar takes no room of its own: it sits in the gap under the toolbar. */
.mg-annotation__fetching { flex: none; height: 3px; border-radius: 2px; margin: calc(2px - 0.75rem) 0 -3px; }
.mg-annotation__fetching[data-active] {
  background: linear-gradient(90deg, transparent, var(--mg-theme-primary), transparent);
  background-size: 40% 100%; background-repeat: no-repeat; animation: mg-fetching 1.1s linear infinite;
}
@keyframes mg-fetching { from { background-position: -40% 0; } to { background-position: 140% 0; } }
@media (prefers-reduced-motion: reduce) { .mg-annotation__fetching[data-active] { animation: none; background-size: 100% 100%; } }
@media (max-width: 800px) { .mg-annotation { min-height: 480px; } }
@container (max-width: 800px) {
  .mg-annotation__main { overflow: visible; height: auto; }
  .mg-bulk-list { height: 70vh; flex: none; }
}
.mg-view-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; justify-content: space-between; }
.mg-view-bar .mg-pagination { margin-left: auto; }
@container (max-width: 640px) { .mg-view-bar { column-gap: var(--mg-space-2); } }
.mg-record-header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; justify-content: flex-start; position: relative; }
.mg-record-header__end { display: flex; align-items: center; gap: 0.25rem; margin-inline-start: auto; }
.mg-record-header__end .mg-find-similar { padding-inline: var(--mg-space-2); }
.mg-record-header__select { display: inline-flex; align-items: center; cursor: pointer; }
.mg-record-header__select input { width: 1.1rem; height: 1.1rem; margin: 0; }
.mg-record-header__completed { display: inline-flex; color: var(--mg-theme-success); }
.mg-record-header__metadata {
  flex-basis: 100%; display: grid; grid-template-columns: repeat(auto-fill, minmax(160px, 1fr)); gap: 0.25rem 1rem;
  margin: 0; font-size: var(--mg-text-sm);
}
.mg-record-header__metadata dt { color: var(--mg-theme-muted); }
.mg-record-header__metadata dd { margin: 0; overflow-wrap: anywhere; }
.mg-record-header > .mg-pagination { margin-inline-start: var(--mg-space-2); }
@container (min-width: 641px) { .mg-annotation .mg-record { padding-block: var(--mg-space-3); gap: var(--mg-space-3); } }
@container (max-width: 640px) {
  .mg-record-header > .mg-segmented { order: -2; }
  .mg-record-header > .mg-pagination { order: -1; margin-inline-start: auto; }
  .mg-focus .mg-record { flex-flow: row wrap; align-items: center; }
  .mg-focus .mg-record-header { display: contents; }
  .mg-focus .mg-record__field { flex: 1 0 100%; min-width: 0; }
  .mg-focus .mg-record-header > :not(.mg-segmented, .mg-pagination) { order: 1; }
}
.mg-annotation__empty { border: 1px dashed var(--mg-theme-border); border-radius: var(--mg-theme-radius); }
.mg-menu { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; min-width: 12rem; }
.mg-menu__item {
  font: inherit; color: inherit; display: flex; align-items: center; gap: 0.4rem; width: 100%; text-align: left;
  padding: 0.4rem 0.5rem; border: 0; border-radius: var(--mg-theme-radius); background: transparent; cursor: pointer;
}
.mg-menu__item:hover { background: var(--mg-theme-surface); }
.mg-panels { display: flex; flex-direction: column; gap: 1rem; }
.mg-guidelines { border: 1px solid var(--mg-theme-border); border-radius: var(--mg-radius-m); padding: var(--mg-space-4); }
.mg-guidelines__title { margin: 0 0 var(--mg-space-2); font-size: var(--mg-text-md); }
.mg-progress__subtitle { margin: 0; font-size: var(--mg-text-xs); font-weight: var(--mg-weight-semibold); color: var(--mg-theme-muted); }
.mg-guidelines__content { overflow-wrap: break-word; line-height: var(--mg-leading-normal); }
.mg-progress__team, .mg-progress__review {
  display: flex; flex-direction: column; gap: var(--mg-space-1); padding-top: var(--mg-space-2);
  border-top: 1px solid var(--mg-theme-border);
}
.mg-progress__dot { display: inline-block; width: 0.5rem; height: 0.5rem; border-radius: 50%; margin-inline-end: var(--mg-space-1); }
/* The guidelines drawer: a modal dialog at the page's end edge, full height. */
.mg-modal.mg-drawer {
  position: relative; align-self: stretch; margin: calc(-1 * var(--mg-space-4)) calc(-1 * var(--mg-space-4)) calc(-1 * var(--mg-space-4)) auto;
  max-width: min(36rem, 100%); width: 100%; gap: var(--mg-space-3); padding: var(--mg-space-5);
  border-radius: 0; border-width: 0 0 0 1px; box-shadow: var(--mg-elevation-3); overflow: auto;
}
.mg-drawer .mg-modal__title { padding-inline-end: var(--mg-touch-target); font-size: var(--mg-text-lg); }
.mg-drawer__close { position: absolute; top: var(--mg-space-4); inset-inline-end: var(--mg-space-4); min-width: 2.25rem; min-height: 2.25rem; }
.mg-drawer__body { font-size: var(--mg-text-sm); }
.mg-similarity {
  display: flex; flex-direction: column; gap: 0.5rem; padding: 0.75rem;
  border: 1px solid var(--mg-theme-primary); border-radius: var(--mg-theme-radius); background: var(--mg-theme-surface);
}
.mg-similarity__bar { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; }
.mg-similarity__close { margin-left: auto; }
.mg-similarity__reference { display: flex; align-items: center; gap: 0.5rem; min-width: 0; }
.mg-similarity__preview { margin: 0; flex: 1; min-width: 0; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.mg-similarity__toggle[aria-expanded="true"] .mg-icon { transform: rotate(180deg); }
`;
