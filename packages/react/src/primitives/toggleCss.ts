/** Styles of the segmented `Toggle`. Themed by the `--mg-theme-*` properties. */
export const toggleCss = `
.mg-segmented {
  display: inline-flex; border: 1px solid var(--mg-theme-border); border-radius: var(--mg-theme-radius); overflow: hidden;
}
.mg-segmented__option { position: relative; display: inline-flex; }
.mg-segmented__input { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
.mg-segmented__label { padding: 0.35rem 0.8rem; cursor: pointer; background: var(--mg-theme-bg); }
.mg-segmented--small .mg-segmented__label { padding: 0.2rem 0.6rem; font-size: 0.85rem; }
.mg-segmented__option + .mg-segmented__option .mg-segmented__label { border-left: 1px solid var(--mg-theme-border); }
.mg-segmented__input:checked + .mg-segmented__label { background: var(--mg-theme-primary); color: var(--mg-theme-on-primary); }
.mg-segmented__input:focus-visible + .mg-segmented__label { outline: 3px solid var(--mg-theme-primary); outline-offset: -3px; }
`;
