export const settingsCss = `
.mg-settings { display: flex; flex-direction: column; gap: var(--mg-space-4); min-width: 0; }
/* Content 960 px at most; the tab row may use the page's width (at least the content's), scrolling past it. */
.mg-settings > :not(.mg-tabs), .mg-settings .mg-tabs__panel { max-width: 960px; }
.mg-settings .mg-tabs__list { width: max-content; min-width: min(100%, 960px); max-width: 100%; box-sizing: border-box; }
.mg-settings__top { display: flex; align-items: center; gap: var(--mg-space-3); flex-wrap: wrap; margin-bottom: calc(-1 * var(--mg-space-2)); }
.mg-settings__top .mg-button { margin-left: calc(-1 * var(--mg-space-3)); color: var(--mg-theme-muted); }
.mg-settings__title {
  margin: 0; font-size: var(--mg-text-2xl); font-weight: var(--mg-weight-semibold); line-height: var(--mg-leading-tight);
  overflow-wrap: break-word; min-width: 0;
}
.mg-settings__dot { width: 0.5rem; height: 0.5rem; border-radius: 50%; background: var(--mg-theme-primary); }
.mg-settings__panel { display: flex; flex-direction: column; gap: var(--mg-space-4); min-width: 0; }
.mg-settings__card { display: flex; flex-direction: column; gap: var(--mg-space-3); padding: var(--mg-space-4) var(--mg-space-5); min-width: 0; }
/* Sections are set apart by their fill and headings, not outlines (the high-contrast theme keeps them). */
.mg-settings__card.mg-card { border-color: var(--mg-theme-quiet-border); }
/* The general tab: one column; on a wide tab the short cards on the start side, the guidelines beside them. */
.mg-settings__general { container-type: inline-size; min-width: 0; }
.mg-settings__general-grid { display: grid; gap: var(--mg-space-4); min-width: 0; }
@container (min-width: 44rem) {
  .mg-settings__general-grid { grid-template-columns: minmax(17rem, 2fr) minmax(0, 3fr); align-items: stretch; }
  .mg-settings__general-grid > .mg-settings__card .mg-settings__editor { flex: 1 1 auto; }
  /* Tall enough to read the guidelines while writing them (about 30 lines on a laptop screen). */
  .mg-settings__general-grid > .mg-settings__card .mg-settings__editor textarea { flex: 1 1 auto; min-height: max(22rem, 54vh); }
}
/* A short control (a number): its Update and Cancel on its line when there is room. */
.mg-settings__inline { display: flex; flex-wrap: wrap; align-items: center; gap: var(--mg-space-2) var(--mg-space-3); }
.mg-settings__inline > .mg-settings__actions { margin-top: 0; }
.mg-settings__inline > input[type="number"].mg-input { width: 6rem; }
.mg-settings__card h3 { margin: 0; font-size: var(--mg-text-md); font-weight: var(--mg-weight-semibold); line-height: var(--mg-leading-tight); overflow-wrap: break-word; }
.mg-settings__card > h2 { margin: 0; font-size: var(--mg-text-lg); font-weight: var(--mg-weight-semibold); line-height: var(--mg-leading-tight); overflow-wrap: break-word; }
.mg-settings__card > p { margin: 0; font-size: var(--mg-text-sm); line-height: var(--mg-leading-normal); }
.mg-settings__reviewers { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--mg-space-1); }
.mg-settings__reviewers li { display: flex; align-items: center; justify-content: space-between; gap: var(--mg-space-2); }
.mg-settings__reviewer-add { display: flex; align-items: flex-end; gap: var(--mg-space-2); flex-wrap: wrap; }
.mg-settings__row { display: flex; flex-direction: column; gap: var(--mg-space-1); }
.mg-settings__label { font-weight: var(--mg-weight-medium); font-size: var(--mg-text-sm); }
.mg-settings__facts { display: flex; flex-wrap: wrap; gap: var(--mg-space-1) var(--mg-space-4); margin: 0; font-size: var(--mg-text-sm); color: var(--mg-theme-muted); }
.mg-settings__facts dt { display: inline; font-weight: var(--mg-weight-medium); }
.mg-settings__facts dt::after { content: ': '; }
.mg-settings__facts dd { margin: 0; display: inline; color: var(--mg-theme-fg); overflow-wrap: break-word; }
.mg-settings__error { color: var(--mg-theme-danger); font-size: var(--mg-text-sm); margin: 0; }
/* A section's Update and Cancel close its card, right under what they save (whitespace, no rule). */
.mg-settings__actions { display: flex; align-items: center; gap: var(--mg-space-2); flex-wrap: wrap; margin-top: var(--mg-space-1); }
.mg-settings__actions [role="status"] { font-size: var(--mg-text-sm); }
.mg-settings__actions .mg-button[aria-disabled="true"] { opacity: 0.6; cursor: not-allowed; }
.mg-settings__options { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: var(--mg-space-2); }
.mg-settings__option {
  display: grid; grid-template-columns: minmax(6rem, 12rem) 1fr auto; gap: var(--mg-space-2); align-items: center;
  background: var(--mg-theme-bg);
}
.mg-settings__option-value { display: inline-flex; align-items: center; gap: var(--mg-space-1); min-width: 0; overflow-wrap: break-word; }
/* A narrow card (a phone) puts the value above its label, so the label keeps a readable width. */
.mg-settings__options { container-type: inline-size; }
@container (max-width: 30rem) {
  .mg-settings__option { grid-template-columns: minmax(0, 1fr) auto; }
  .mg-settings__option-value { grid-column: 1 / -1; }
}
.mg-settings__option-moves { display: inline-flex; gap: 0.125rem; }
.mg-settings__option-moves [aria-disabled="true"] { opacity: 0.45; cursor: default; }
.mg-settings__grip { cursor: grab; touch-action: none; user-select: none; color: var(--mg-theme-muted); padding: 0 var(--mg-space-1); }
.mg-settings__swatch { display: inline-block; width: 0.9rem; height: 0.9rem; border-radius: var(--mg-radius-s); border: 1px solid var(--mg-theme-border); vertical-align: middle; margin-right: var(--mg-space-1); }
/* A preview inside a card: a tinted box, not a second outline (dashed in the high-contrast theme). */
.mg-settings__preview { border: 1px dashed var(--mg-theme-quiet-border); background: var(--mg-theme-surface); border-radius: var(--mg-radius-m); padding: var(--mg-space-3); }
.mg-settings__editor textarea { min-height: 12rem; resize: vertical; font-family: inherit; }
/* A question's description: a few lines (up to 500 characters), growing by hand. */
.mg-settings__multiline { min-height: 4.5rem; resize: vertical; font-family: inherit; line-height: var(--mg-leading-normal); }
/* Write / Preview as wide as its two words, not the whole card. */
.mg-settings__editor .mg-segmented { align-self: flex-start; }
.mg-settings__editor-modes { display: flex; gap: var(--mg-space-1); }
.mg-settings__warning {
  position: sticky; top: var(--mg-space-2); z-index: 5; display: flex; flex-wrap: wrap; gap: var(--mg-space-2); align-items: center;
  padding: var(--mg-space-2) var(--mg-space-3); border-radius: var(--mg-radius-m); border: 1px solid var(--mg-theme-danger);
  background: var(--mg-theme-bg); color: var(--mg-theme-fg); box-shadow: var(--mg-elevation-2);
}
.mg-settings__warning p { margin: 0; flex: 1; font-weight: var(--mg-weight-semibold); }
/* The danger zone stands apart: its own block at the end, ruled and headed in the danger colour. */
.mg-settings__card.mg-settings__danger { border-color: var(--mg-theme-danger); border-inline-start-width: 4px; margin-top: var(--mg-space-4); }
.mg-settings__danger > h3 { color: var(--mg-theme-danger); }
.mg-settings__terms { margin: 0; padding-left: var(--mg-space-5); }
.mg-settings input[type="number"].mg-input { max-width: 8rem; }
.mg-settings__range { display: flex; align-items: center; gap: var(--mg-space-3); }
@media (max-width: 480px) { .mg-settings__card { padding: var(--mg-space-4); } }
/* On touch, a checkbox's label (its hit area) is a whole touch target high. */
@media (pointer: coarse) { .mg-settings .mg-choice { min-height: var(--mg-touch-target); } }
.mg-settings__range input { width: min(16rem, 100%); accent-color: var(--mg-theme-primary); }
.mg-settings__range input:focus-visible { outline: 3px solid var(--mg-theme-primary); outline-offset: 2px; }
.mg-settings__range span { min-width: 2ch; font-variant-numeric: tabular-nums; }
/* On a touch screen the slider's hit area is 44 px high (its track and thumb stay centred in it). */
@media (pointer: coarse) { .mg-settings__range input { min-height: var(--mg-touch-target); } }
`;
