/** Styles of the primitives: segmented toggles, menus and modal dialogs. Themed by the `--mg-theme-*` properties. */
export const primitivesCss = `
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
.mg-menu-button { position: relative; display: inline-flex; }
.mg-menu {
  position: absolute; z-index: 20; top: calc(100% + 4px); left: 0; display: flex; flex-direction: column;
  min-width: 9rem; padding: 0.25rem; background: var(--mg-theme-bg); color: var(--mg-theme-fg);
  border: 1px solid var(--mg-theme-border); border-radius: var(--mg-theme-radius); box-shadow: 0 4px 14px rgb(0 0 0 / 0.15);
}
.mg-menu__item {
  font: inherit; color: inherit; text-align: left; padding: 0.3rem 0.5rem; border: 0; border-radius: 3px;
  background: none; cursor: pointer;
}
.mg-menu__item[aria-checked="true"] { font-weight: 600; }
.mg-menu__item:focus-visible, .mg-menu__item:hover { background: var(--mg-theme-surface); }
.mg-modal-backdrop {
  position: fixed; inset: 0; z-index: 50; display: flex; align-items: center; justify-content: center;
  background: rgb(0 0 0 / 0.4); padding: 1rem;
}
.mg-modal {
  max-width: 28rem; width: 100%; display: flex; flex-direction: column; gap: 1rem; padding: 1.25rem;
  background: var(--mg-theme-bg); color: var(--mg-theme-fg); border: 1px solid var(--mg-theme-border);
  border-radius: var(--mg-theme-radius); box-shadow: 0 12px 32px rgb(0 0 0 / 0.3);
}
.mg-modal__title { margin: 0; font-size: 1.1rem; }
.mg-modal__message { margin: 0; line-height: 1.5; }
.mg-modal__buttons { display: flex; justify-content: flex-end; gap: 0.5rem; }
`;
