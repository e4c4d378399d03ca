import { bulkCss } from './bulk/bulkCss';
import { layoutCss } from './layout/layoutCss';
import { toolbarCss } from './toolbar/toolbarCss';

/** Styles of the annotation view and its parts, injected once into the view's root (document or shadow root). */
export const annotationCss = `
.mg-pagination { display: flex; align-items: center; gap: 0.75rem; justify-content: flex-end; }
.mg-record, .mg-questions, .mg-progress {
  border: 1px solid var(--mg-theme-border); border-radius: var(--mg-theme-radius);
  background: var(--mg-theme-bg); padding: 1rem;
}
.mg-record { display: flex; flex-direction: column; gap: 1rem; }
.mg-record__header { display: flex; justify-content: flex-end; }
.mg-record__field-title { margin: 0 0 0.35rem; font-size: 0.85rem; color: var(--mg-theme-muted); }
.mg-field-content--text { white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.5; }
.mg-field-content--image { max-width: 100%; }
.mg-field-content--json { white-space: pre-wrap; font-size: 0.85rem; margin: 0; }
.mg-chat { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.5rem; }
.mg-chat__message { display: flex; flex-direction: column; gap: 0.2rem; padding: 0.5rem; border-radius: var(--mg-theme-radius); background: var(--mg-theme-surface); }
.mg-badge {
  display: inline-block; padding: 0.1rem 0.55rem; border-radius: 999px; font-size: 0.8rem;
  background: var(--mg-theme-surface); border: 1px solid var(--mg-theme-border);
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
.mg-question__description { margin: 0; font-size: 0.85rem; white-space: pre-line; }
.mg-options { display: flex; flex-direction: column; gap: 0.5rem; }
.mg-options__list { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.mg-options__more { align-self: flex-start; font-size: 0.85rem; padding: 0.2rem 0.6rem; }
.mg-option { position: relative; display: inline-flex; align-items: center; gap: 0.3rem; }
.mg-option__input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
.mg-option__label {
  padding: 0.3rem 0.75rem; border-radius: 999px; cursor: pointer;
  border: 1px solid var(--mg-theme-border); background: var(--mg-theme-surface);
}
.mg-option__input:checked + .mg-option__label {
  background: var(--mg-theme-primary); border-color: var(--mg-theme-primary); color: var(--mg-theme-on-primary);
}
.mg-option__input:focus-visible + .mg-option__label { outline: 2px solid var(--mg-theme-primary); outline-offset: 2px; }
.mg-option__input:disabled + .mg-option__label { opacity: 0.55; cursor: not-allowed; }
.mg-options__list--rating .mg-option__label {
  min-width: 2.5rem; text-align: center; border-radius: var(--mg-theme-radius);
}
.mg-suggestion { font-size: 0.75rem; color: var(--mg-theme-primary); }
.mg-text-question__input { resize: vertical; }
.mg-actions { display: flex; flex-direction: column; gap: 0.5rem; }
.mg-actions__buttons { display: flex; gap: 0.5rem; justify-content: flex-end; flex-wrap: wrap; }
.mg-actions__button, .mg-actions__submit { display: inline-flex; }
/* The actions stay in view while the questions scroll. */
.mg-questions > .mg-actions {
  position: sticky; bottom: -1rem; z-index: 1; margin: 0 -1rem -1rem; padding: 0.75rem 1rem;
  background: var(--mg-theme-bg); border-top: 1px solid var(--mg-theme-border);
  border-radius: 0 0 var(--mg-theme-radius) var(--mg-theme-radius);
}
.mg-saved { font-size: 0.8rem; min-height: 1em; text-align: right; }
.mg-progress__title { margin: 0 0 0.6rem; font-size: 1rem; }
.mg-progress__bar { display: flex; height: 8px; border-radius: 4px; overflow: hidden; background: var(--mg-theme-surface); }
.mg-progress__segment--submitted { background: var(--mg-theme-success); }
.mg-progress__segment--discarded { background: var(--mg-theme-muted); }
.mg-progress__segment--draft { background: var(--mg-theme-warning); }
.mg-progress__segment--pending { background: var(--mg-theme-border); }
.mg-progress__counts { display: grid; grid-template-columns: repeat(2, 1fr); gap: 0.4rem 1rem; margin: 0.75rem 0; }
.mg-progress__count { display: flex; justify-content: space-between; }
.mg-progress__count dd { margin: 0; font-weight: 600; }
.mg-progress p { margin: 0; font-size: 0.85rem; }
${layoutCss}
${toolbarCss}
${bulkCss}
`;
