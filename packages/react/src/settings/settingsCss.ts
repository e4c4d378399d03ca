export const settingsCss = `
.mg-settings { display: flex; flex-direction: column; gap: 1rem; max-width: 960px; }
.mg-settings__top { display: flex; align-items: center; gap: 0.75rem; flex-wrap: wrap; }
.mg-settings__title { margin: 0; font-size: 1.5rem; overflow-wrap: anywhere; }
.mg-settings__dot { width: 0.5rem; height: 0.5rem; border-radius: 50%; background: var(--mg-theme-primary); }
.mg-settings__panel { display: flex; flex-direction: column; gap: 1rem; }
.mg-settings__card { display: flex; flex-direction: column; gap: 0.75rem; }
.mg-settings__card h3 { margin: 0; font-size: 1.05rem; overflow-wrap: anywhere; }
.mg-settings__card > h2 { margin: 0; font-size: 1.2rem; overflow-wrap: anywhere; }
.mg-settings__reviewers { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.25rem; }
.mg-settings__reviewers li { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
.mg-settings__reviewer-add { display: flex; align-items: flex-end; gap: 0.5rem; flex-wrap: wrap; }
.mg-settings__row { display: flex; flex-direction: column; gap: 0.3rem; }
.mg-settings__label { font-weight: 600; font-size: 0.9rem; }
.mg-settings__facts { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; margin: 0; font-size: 0.85rem; color: var(--mg-theme-muted); }
.mg-settings__facts dd { margin: 0; }
.mg-settings__error { color: var(--mg-theme-danger); font-size: 0.85rem; margin: 0; }
.mg-settings__actions { display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; }
.mg-settings__actions .mg-button[aria-disabled="true"] { opacity: 0.6; cursor: not-allowed; }
.mg-settings__options { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.4rem; }
.mg-settings__option {
  display: grid; grid-template-columns: minmax(6rem, 12rem) 1fr auto; gap: 0.5rem; align-items: center;
  background: var(--mg-theme-bg);
}
.mg-settings__option-value { display: inline-flex; align-items: center; gap: 0.35rem; min-width: 0; overflow-wrap: anywhere; }
/* A narrow card (a phone) puts the value above its label, so the label keeps a readable width. */
.mg-settings__options { container-type: inline-size; }
@container (max-width: 30rem) {
  .mg-settings__option { grid-template-columns: minmax(0, 1fr) auto; }
  .mg-settings__option-value { grid-column: 1 / -1; }
}
.mg-settings__option-moves { display: inline-flex; gap: 0.15rem; }
.mg-settings__option-moves [aria-disabled="true"] { opacity: 0.45; cursor: default; }
.mg-settings__grip { cursor: grab; touch-action: none; user-select: none; color: var(--mg-theme-muted); padding: 0 0.2rem; }
.mg-settings__swatch { display: inline-block; width: 0.9rem; height: 0.9rem; border-radius: 3px; border: 1px solid var(--mg-theme-border); vertical-align: middle; margin-right: 0.35rem; }
.mg-settings__preview { border: 1px dashed var(--mg-theme-border); border-radius: var(--mg-theme-radius); padding: 0.75rem; }
.mg-settings__editor textarea { min-height: 12rem; resize: vertical; font-family: inherit; }
/* A question's description: a few lines (up to 500 characters), growing by hand. */
.mg-settings__multiline { min-height: 4.5rem; resize: vertical; font-family: inherit; line-height: 1.4; }
/* Write / Preview as wide as its two words, not the whole card. */
.mg-settings__editor .mg-segmented { align-self: flex-start; }
.mg-settings__editor-modes { display: flex; gap: 0.25rem; }
.mg-settings__warning {
  position: sticky; top: 0.5rem; z-index: 5; display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center;
  padding: 0.6rem 0.8rem; border-radius: var(--mg-theme-radius); border: 1px solid var(--mg-theme-danger);
  background: var(--mg-theme-bg); color: var(--mg-theme-fg);
}
.mg-settings__warning p { margin: 0; flex: 1; font-weight: 600; }
.mg-settings__danger { border-color: var(--mg-theme-danger); }
.mg-settings__terms { margin: 0; padding-left: 1.2rem; }
.mg-settings input[type="number"].mg-input { max-width: 8rem; }
.mg-settings__range { display: flex; align-items: center; gap: 0.75rem; }
.mg-settings__range input { width: min(16rem, 100%); accent-color: var(--mg-theme-primary); }
.mg-settings__range input:focus-visible { outline: 3px solid var(--mg-theme-primary); outline-offset: 2px; }
.mg-settings__range span { min-width: 2ch; font-variant-numeric: tabular-nums; }
`;
