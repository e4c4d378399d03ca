import { layoutCss } from './layout/layoutCss';
import { toolbarCss } from './toolbar/toolbarCss';

/**
 * Styles of the annotation view and its parts, injected once into the view's root (document or shadow root). On a
 * phone the questions' sheet and its action bar are set apart by their shadows, not outlines (but in the
 * high-contrast theme, through the quiet-border token).
 */
export const annotationCss = `
.mg-pagination { display: flex; align-items: center; gap: 0.75rem; justify-content: flex-end; }
.mg-pagination .mg-icon { display: none; }
.mg-record, .mg-questions, .mg-progress {
  border: 1px solid var(--mg-theme-border); border-radius: var(--mg-radius-m);
  background: var(--mg-theme-bg); padding: var(--mg-space-4);
}
.mg-record { display: flex; flex-direction: column; gap: var(--mg-space-4); }
.mg-record__header { display: flex; justify-content: flex-end; }
.mg-record__field-title { margin: 0 0 0.35rem; font-size: var(--mg-text-sm); color: var(--mg-theme-muted); }
/* break-spaces: pre-wrap lets a space at a line's end hang past the box's edge. */
.mg-field-content--text { white-space: break-spaces; overflow-wrap: anywhere; line-height: 1.5; }
.mg-field-content--image { max-width: 100%; }
.mg-field-content--json { white-space: break-spaces; font-size: var(--mg-text-sm); margin: 0; }
.mg-chat { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.mg-chat__message { display: flex; flex-direction: column; gap: 0.2rem; padding: 0.5rem; border-radius: var(--mg-theme-radius); background: var(--mg-theme-surface); }
.mg-badge {
  display: inline-block; padding: 0.1rem 0.55rem; border-radius: 999px; font-size: var(--mg-text-xs);
  background: var(--mg-theme-surface); border: 1px solid var(--mg-theme-quiet-border);
}
.mg-badge--submitted { color: var(--mg-theme-success); border-color: currentColor; }
.mg-badge--discarded { color: var(--mg-theme-muted); }
.mg-badge--draft { color: var(--mg-theme-warning); border-color: currentColor; }
.mg-questions { display: flex; flex-direction: column; gap: 1rem; }
.mg-questions__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 1.25rem; }
.mg-question { display: flex; flex-direction: column; gap: 0.4rem; }
.mg-question__title { font-weight: 600; }
.mg-question__required { color: var(--mg-theme-danger); }
/* A description may span lines (written in the settings' text area): keep its line breaks. */
.mg-question__description { margin: 0; font-size: var(--mg-text-sm); white-space: pre-line; }
.mg-options { display: flex; flex-direction: column; gap: var(--mg-space-2); }
.mg-options__list { display: flex; flex-wrap: wrap; gap: var(--mg-space-2); }
.mg-options__more { align-self: flex-start; font-size: var(--mg-text-sm); padding: var(--mg-space-1) var(--mg-space-3); }
.mg-option { position: relative; display: inline-flex; align-items: center; max-width: 100%; }
.mg-option__input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
/* A chip breaks only between words ('Positive' never becomes 'Positi / ve'); its key hint sits inside its end.
   Its words and its fill make it a chip: no outline (but on hover, in the high-contrast theme and when suggested). */
.mg-option__label {
  display: inline-flex; align-items: center; min-height: 2rem; max-width: 100%;
  padding: var(--mg-space-1) var(--mg-space-3); padding-inline-end: calc(var(--mg-space-2) + 1.5rem);
  border-radius: var(--mg-radius-pill); cursor: pointer; line-height: var(--mg-leading-tight);
  font-size: var(--mg-text-sm); overflow-wrap: break-word; word-break: normal; hyphens: manual;
  border: 1px solid var(--mg-theme-quiet-border); background: var(--mg-theme-surface);
}
.mg-options--animated .mg-option__label {
  transition: background-color var(--mg-motion-fast) var(--mg-ease), border-color var(--mg-motion-fast) var(--mg-ease),
    color var(--mg-motion-fast) var(--mg-ease);
}
.mg-option__label:hover { border-color: var(--mg-theme-primary); }
.mg-option__input:checked + .mg-option__label {
  background: var(--mg-theme-primary); border-color: var(--mg-theme-primary); color: var(--mg-theme-on-primary);
}
.mg-option__input:focus-visible + .mg-option__label { outline: 3px solid var(--mg-theme-primary); outline-offset: 2px; }
.mg-option__input:disabled + .mg-option__label { opacity: 0.55; cursor: not-allowed; }
.mg-options__list--rating .mg-option__label {
  justify-content: center; min-width: 2.5rem; padding-inline: var(--mg-space-3); border-radius: var(--mg-radius-m);
}
.mg-suggestion { font-size: var(--mg-text-xs); color: var(--mg-theme-primary); }
.mg-suggestion__details { color: var(--mg-theme-muted); }
/* On a chip the suggestion is a ✦ on its corner: no room taken, the words in its tooltip and description. */
.mg-option > .mg-suggestion {
  position: absolute; top: -0.45rem; inset-inline-start: -0.3rem; z-index: 1; pointer-events: none;
  display: inline-grid; place-items: center; width: 1rem; height: 1rem; font-size: var(--mg-text-xs); line-height: 1;
  border-radius: var(--mg-radius-pill); background: var(--mg-theme-bg); border: 1px solid var(--mg-theme-primary);
}
.mg-option > .mg-suggestion > [aria-hidden] { margin: 0; }
.mg-option > .mg-suggestion .mg-suggestion__text {
  position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
.mg-text-question__input { resize: vertical; }
.mg-actions { display: flex; flex-direction: column; gap: var(--mg-space-2); }
.mg-actions__buttons { display: flex; gap: var(--mg-space-2); justify-content: flex-end; flex-wrap: wrap; }
.mg-actions__button, .mg-actions__submit { display: inline-flex; }
/* The actions stay in view while the questions scroll. */
.mg-questions > .mg-actions {
  position: sticky; bottom: calc(-1 * var(--mg-space-4)); z-index: 1;
  margin: 0 calc(-1 * var(--mg-space-4)) calc(-1 * var(--mg-space-4)); padding: var(--mg-space-3) var(--mg-space-4);
  background: var(--mg-theme-bg); border-top: 1px solid var(--mg-theme-border);
  border-radius: 0 0 var(--mg-radius-m) var(--mg-radius-m);
}
/* Coarse pointers: every control of the form a full touch target. */
@media (hover: none), (pointer: coarse) {
  .mg-annotation .mg-button, .mg-annotation .mg-input { min-height: var(--mg-touch-target); }
  .mg-annotation .mg-button--icon { min-width: var(--mg-touch-target); }
}
/* A phone: the record first, then the questions as a sheet; its action bar stays at the screen's bottom (the
   page keeps room below for it and its status line, and a focused control scrolls clear of it). */
@media (max-width: 640px) {
  .mg-annotation { height: auto; min-height: 0; gap: var(--mg-space-2); padding-bottom: calc(var(--mg-touch-target) + 2 * var(--mg-space-2) + 1.25rem + env(safe-area-inset-bottom, 0px)); }
  .mg-record, .mg-questions { padding: var(--mg-space-3); }
  .mg-pagination { gap: var(--mg-space-2); }
  .mg-pagination .mg-icon { display: inline; }
  .mg-pagination .mg-button { padding-inline: var(--mg-space-2); min-width: var(--mg-touch-target); justify-content: center; }
  .mg-pagination__word {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  .mg-questions {
    border-radius: var(--mg-radius-l) var(--mg-radius-l) 0 0; border-bottom: 0; border-color: var(--mg-theme-quiet-border); box-shadow: 0 -2px 8px rgb(0 0 0 / 0.08);
  }
  .mg-questions input, .mg-questions textarea, .mg-questions select, .mg-questions [tabindex] {
    scroll-margin-bottom: calc(var(--mg-touch-target) + var(--mg-space-6));
  }
  .mg-questions > .mg-actions {
    position: fixed; inset: auto 0 0 0; z-index: 30; margin: 0; border-radius: 0; gap: var(--mg-space-1); border-top-color: var(--mg-theme-quiet-border);
    padding: var(--mg-space-2) var(--mg-space-3) calc(var(--mg-space-2) + env(safe-area-inset-bottom, 0px));
    box-shadow: 0 -2px 8px rgb(0 0 0 / 0.12);
  }
  /* The draft status on a line of its own above the buttons (none while it says nothing). */
  .mg-questions > .mg-actions .mg-saved:empty { display: none; }
  .mg-questions > .mg-actions .mg-button { min-height: var(--mg-touch-target); padding-inline: var(--mg-space-2); white-space: nowrap; }
  .mg-questions > .mg-actions .mg-actions__submit { flex: 1 1 auto; }
  .mg-questions > .mg-actions .mg-actions__submit .mg-button { width: 100%; }
}
.mg-saved { font-size: var(--mg-text-xs); min-height: 1em; text-align: end; }
/* The progress: a compact footer (title and summary on one line, the bar, the counts as one legend row). */
.mg-progress { display: flex; flex-direction: column; gap: var(--mg-space-2); padding: var(--mg-space-3) var(--mg-space-4); }
.mg-progress__title { margin: 0; font-size: var(--mg-text-sm); font-weight: var(--mg-weight-semibold); }
.mg-progress__bar { display: flex; height: 6px; border-radius: var(--mg-radius-pill); overflow: hidden; background: var(--mg-theme-surface); }
.mg-progress__segment--submitted { background: var(--mg-theme-success); }
.mg-progress__segment--discarded { background: var(--mg-theme-muted); }
.mg-progress__segment--draft { background: var(--mg-theme-warning); }
.mg-progress__segment--pending { background: var(--mg-theme-border); }
.mg-progress__counts {
  display: flex; flex-wrap: wrap; gap: var(--mg-space-1) var(--mg-space-4); margin: 0; font-size: var(--mg-text-xs);
}
.mg-progress__count { display: inline-flex; align-items: baseline; gap: var(--mg-space-1); white-space: nowrap; }
.mg-progress__count dt { color: var(--mg-theme-muted); }
.mg-progress__count dd { margin: 0; font-weight: var(--mg-weight-semibold); font-variant-numeric: tabular-nums; }
.mg-progress p { margin: 0; font-size: var(--mg-text-xs); }
${layoutCss}
${toolbarCss}
`;
