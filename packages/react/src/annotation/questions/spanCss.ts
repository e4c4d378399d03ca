import { PHONE_MAX_WIDTH } from '../layout/useNarrowAnnotation';

/**
 * Styles of a span question drawn in its field (label bar, Undo/Redo, the annotated text, its badges, menu and
 * caret). Injected by the span question itself, so they load with its on-demand part.
 */
export const spanCss = `
/* The label bar and Undo/Redo share a row (wrapping when narrow); the rest takes the whole width. */
.mg-span-question { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem; min-width: 0; }
.mg-span-question > * { flex: 1 1 100%; min-width: 0; }
.mg-span-question > .mg-span-labels { flex: 0 1 auto; }
.mg-span-question > .mg-span-question__tools { flex: 0 1 auto; }
/* A span question drawn in its field: the field's title and the question's title share a line. */
.mg-record__field:has(> .mg-question[data-type='span']) { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.4rem 0.75rem; }
.mg-record__field:has(> .mg-question[data-type='span']) > .mg-record__field-title { margin: 0; }
.mg-record__field > .mg-question[data-type='span'] { display: contents; }
.mg-record__field > .mg-question[data-type='span'] > * { flex: 1 1 100%; min-width: 0; }
.mg-record__field > .mg-question[data-type='span'] > .mg-question__header { flex: 0 1 auto; }
/* Wide, the form beside the record names the question (and its suggestion): in the field, the field's title, the
   label bar and Undo/Redo share one row, as in Extralit; the question's title stays the text's name for screen
   readers. */
@container (min-width: 641px) {
  .mg-record__field > .mg-question[data-type='span'] .mg-span-question { display: contents; }
  .mg-record__field > .mg-question[data-type='span'] > .mg-question__header {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  .mg-record__field:has(> .mg-question[data-type='span']) { align-items: center; column-gap: 0.375rem; }
  .mg-record__field > .mg-question[data-type='span'] .mg-span-question__tools > .mg-span-question__keys { padding-inline: var(--mg-space-1); }
}
.mg-span-question__tools { display: flex; gap: var(--mg-space-1); align-items: center; flex-wrap: wrap; font-size: var(--mg-text-sm); }
.mg-span-question__tools > .mg-button { padding: var(--mg-space-1) var(--mg-space-2); }
.mg-span-question__tools > .mg-button > .mg-icon { display: none; }
/* Narrow (a phone): the labels are one row that scrolls sideways, with Undo and Redo as icons at its end, so the
   text starts after one row of tools, not three (issue 31). */
@container (max-width: ${PHONE_MAX_WIDTH}px) {
  /* At least 12rem for the labels: beside a keyboard-help disclosure (a fine pointer) the tools wrap below. */
  .mg-span-question__bar > .mg-span-labels {
    flex: 1 1 0; min-width: min(12rem, 100%); flex-wrap: nowrap; overflow-x: auto; overscroll-behavior-x: contain;
    scrollbar-width: thin;
  }
  .mg-span-question__bar > .mg-span-labels > * { flex: none; }
  .mg-span-question__bar > .mg-span-question__tools { flex: none; flex-wrap: nowrap; }
  .mg-span-question__bar {
    display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 0.75rem;
    position: sticky; bottom: 0; z-index: 2; background: var(--mg-theme-bg);
    padding-block: var(--mg-space-2); border-top: 1px solid var(--mg-theme-quiet-border);
  }
  .mg-span-question__tools > .mg-button { justify-content: center; min-width: var(--mg-touch-target); }
  .mg-span-question__tools > .mg-button > .mg-icon { display: inline; }
  .mg-span-question__tool-text {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
}
.mg-span-question__keys-panel { flex-basis: 100%; }
/* A phone's answer bar is fixed to the window's bottom (annotationCss): the label bar sticks right above it and
   its draft status line. In bulk the list scrolls on its own: the bar sticks to the list's bottom. */
@media (max-width: 640px) {
  .mg-span-question__bar { bottom: calc(var(--mg-touch-target) + 3 * var(--mg-space-2) + 1rem + env(safe-area-inset-bottom, 0px)); }
  .mg-bulk-list .mg-span-question__bar { bottom: 0; }
}
/* Touch devices have none of these keys. */
@media (hover: none), (pointer: coarse) { .mg-span-question__keys { display: none; } }
.mg-span-hint { margin: 0; font-size: var(--mg-text-sm); color: var(--mg-theme-primary); }
.mg-span-field { position: relative; min-width: 0; padding-top: 0.5rem; }
/* break-spaces: pre-wrap lets a space at a line's end hang past the box's edge. */
.mg-span-field__text {
  white-space: break-spaces; overflow-wrap: anywhere; outline: none; cursor: text;
  border-radius: var(--mg-theme-radius);
}
/* A long text's first frame lays out its first blocks only (the screen); the rest step by step after it is painted
   (issue 27). */
.mg-span-field__text[data-deferred] > .mg-span-field__block--late { content-visibility: auto; contain-intrinsic-size: auto 20em; }
.mg-span-field__text:focus-visible { outline: 2px solid var(--mg-theme-primary); outline-offset: 2px; }
.mg-span-badge {
  position: absolute; z-index: 1; font: 600 10px/12px var(--mg-theme-font, system-ui); padding: 0 3px; margin: 0;
  border: 0; border-radius: 3px; cursor: pointer; white-space: nowrap; color: #111;
}
.mg-span-badge:focus-visible { outline: 2px solid var(--mg-theme-primary); }
.mg-menu.mg-span-menu { z-index: 3; }
.mg-menu__item.mg-span-menu__item { border-left: 4px solid var(--mg-span-colour, transparent); }
.mg-menu__item.mg-span-menu__item--remove { color: var(--mg-theme-danger); }
.mg-span-cursor {
  position: absolute; z-index: 2; pointer-events: none; font-size: var(--mg-text-xs); padding: 0 4px; border-radius: 3px;
  background: var(--mg-span-colour); color: #111;
}
`;
