/** Styles of the document viewer, scoped to its root (document head or shadow root), themed by custom properties. */
export const documentViewerCss = `
.mg-document {
  container-type: inline-size;
  display: flex; flex-direction: column; min-height: 0; height: 100%;
  border: 1px solid var(--mg-theme-border); border-radius: var(--mg-theme-radius, 6px);
  background: var(--mg-theme-surface, var(--mg-theme-bg)); color: var(--mg-theme-fg);
}
.mg-document__header {
  display: flex; align-items: center; gap: 0.5rem; padding: 0.35rem 0.5rem;
  border-bottom: 1px solid var(--mg-theme-border);
}
.mg-document[data-collapsed="true"] .mg-document__header { border-bottom: 0; }
/* A long file name ends in an ellipsis in a narrow pane (the whole name is its title), never broken inside a word. */
.mg-document__title { margin: 0; font-size: var(--mg-text-md); flex: 1 1 auto; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.mg-document__header > .mg-button { white-space: nowrap; }
.mg-document__position { color: var(--mg-theme-muted); font-size: var(--mg-text-sm); white-space: nowrap; }
.mg-document__header, .mg-document__toolbar { flex: none; } /* never squeezed under the pages (which would cover them) */
.mg-document__toolbar {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; padding: 0.35rem 0.5rem;
  border-bottom: 1px solid var(--mg-theme-border);
}
.mg-document__pager, .mg-document__zoom, .mg-document__search { display: flex; align-items: center; gap: 0.25rem; margin: 0; }
.mg-document__tool { min-width: 2rem; min-height: 2rem; }
.mg-document__page-input { width: 4.5rem; }
.mg-document__page-count { color: var(--mg-theme-muted); font-size: var(--mg-text-sm); }
.mg-document__search input { width: 12rem; max-width: 40vw; }
@media (pointer: coarse) {
  .mg-document__page-input, .mg-document__search input { min-height: var(--mg-touch-target); }
  .mg-document__tool { min-width: var(--mg-touch-target); }
  .mg-document__outline ol button { min-height: var(--mg-touch-target); align-items: center; }
}
.mg-document__no-match { margin: 0; color: var(--mg-theme-muted); font-size: var(--mg-text-sm); }
.mg-document__content { flex: 1 1 auto; min-height: 0; display: grid; grid-template-columns: minmax(10rem, 14rem) minmax(0, 1fr); }
.mg-document__content--no-outline { grid-template-columns: minmax(0, 1fr); }
.mg-document__outline { overflow: auto; border-right: 1px solid var(--mg-theme-border); padding: 0.25rem; }
.mg-document__outline ol { list-style: none; margin: 0; padding: 0; }
.mg-document__outline button {
  display: flex; width: 100%; gap: 0.5rem; justify-content: space-between; align-items: baseline;
  border: 0; background: transparent; color: inherit; font: inherit; font-size: var(--mg-text-sm); text-align: left;
  padding: 0.3rem 0.4rem; border-radius: 4px; cursor: pointer;
}
.mg-document__outline button:hover, .mg-document__outline button:focus-visible { background: var(--mg-theme-bg); outline: 2px solid var(--mg-theme-primary); outline-offset: -2px; }
.mg-document__outline button[aria-current] { font-weight: 600; color: var(--mg-theme-primary); }
.mg-document__outline-entry--table button, .mg-document__outline-entry--figure button { padding-left: 1.2rem; font-style: italic; }
.mg-document__outline-page { color: var(--mg-theme-muted); white-space: nowrap; font-style: normal; }
.mg-document__outline-empty { color: var(--mg-theme-muted); font-size: var(--mg-text-sm); padding: 0.5rem; margin: 0; }
.mg-pdf-pages { overflow: auto; min-height: 0; height: 100%; background: var(--mg-theme-bg); contain: strict; }
.mg-pdf-pages:focus-visible { outline: 2px solid var(--mg-theme-primary); outline-offset: -2px; }
.mg-pdf-pages__slot { display: flex; padding-top: 12px; }
/* Auto margins centre a page narrower than the viewer; a wider one (zoomed in) starts at the left edge, so all of
   it can be scrolled to (centring with justify-content would push its left part out of reach). */
.mg-pdf-page { position: relative; background: #fff; box-shadow: 0 1px 3px rgb(0 0 0 / 0.25); flex: none; margin-inline: auto; }
.mg-pdf-page__canvas { display: block; width: 100%; height: 100%; }
.mg-pdf-page .textLayer {
  position: absolute; inset: 0; overflow: clip; line-height: 1; text-align: initial; opacity: 1;
  -webkit-text-size-adjust: none; text-size-adjust: none; forced-color-adjust: none; transform-origin: 0 0; z-index: 0;
  --min-font-size: 1; --text-scale-factor: calc(var(--total-scale-factor) * var(--min-font-size)); --min-font-size-inv: calc(1 / var(--min-font-size));
}
.mg-pdf-page .textLayer :is(span, br) { color: transparent; position: absolute; white-space: pre; cursor: text; transform-origin: 0% 0%; }
.mg-pdf-page .textLayer > :not(.markedContent), .mg-pdf-page .textLayer .markedContent span:not(.markedContent) {
  z-index: 1; --font-height: 0; font-size: calc(var(--text-scale-factor) * var(--font-height));
  --scale-x: 1; --rotate: 0deg; transform: rotate(var(--rotate)) scaleX(var(--scale-x)) scale(var(--min-font-size-inv));
}
.mg-pdf-page .textLayer .markedContent { display: contents; }
.mg-pdf-page .textLayer ::selection { background: rgb(0 0 255 / 0.25); }
.mg-pdf-match { color: transparent; background: var(--mg-document-match, rgb(255 200 0 / 0.45)); border-radius: 2px; }
@container (max-width: 560px) {
  /* A narrow viewer (a phone) sits in a column whose height follows its content: without a height of its own the
     page list (size-contained) would be 0 px tall. */
  .mg-document__content {
    grid-template-columns: minmax(0, 1fr); grid-template-rows: auto minmax(0, 1fr); min-height: min(80vh, 48rem);
  }
  .mg-document__outline { border-right: 0; border-bottom: 1px solid var(--mg-theme-border); max-height: 12rem; }
  .mg-document__search input { width: 8rem; }
}
`;
