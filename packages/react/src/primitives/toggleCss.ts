/**
 * Styles of the segmented `Toggle`: a filled track (outlined in the high-contrast theme only), the chosen option
 * in the primary colour. Themed by the `--mg-theme-*` properties.
 */
export const toggleCss = `
.mg-segmented {
  display: inline-flex; border: 1px solid var(--mg-theme-quiet-border); border-radius: var(--mg-radius-m); overflow: hidden;
  background: var(--mg-theme-surface);
}
.mg-segmented__option { position: relative; display: inline-flex; }
.mg-segmented__input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
.mg-segmented__label { padding: var(--mg-space-1) var(--mg-space-3); white-space: nowrap; cursor: pointer; }
.mg-segmented--small .mg-segmented__label { padding: 0.125rem var(--mg-space-2); font-size: var(--mg-text-sm); }
@media (pointer: coarse) { .mg-segmented__label { display: inline-flex; align-items: center; min-height: var(--mg-touch-target); } }
.mg-segmented__option + .mg-segmented__option .mg-segmented__label { border-left: 1px solid var(--mg-theme-quiet-border); }
.mg-segmented__input:checked + .mg-segmented__label { background: var(--mg-theme-primary); color: var(--mg-theme-on-primary); }
.mg-segmented__input:focus-visible + .mg-segmented__label { outline: 3px solid var(--mg-theme-primary); outline-offset: -3px; }
`;
