/** Styles of the modal `Dialog`. Themed by the `--mg-theme-*` properties. */
export const dialogCss = `
.mg-modal-backdrop {
  position: fixed; inset: 0; z-index: 50; display: flex; align-items: center; justify-content: center;
  background: rgb(0 0 0 / 0.4); padding: var(--mg-space-4);
}
.mg-modal {
  max-width: 28rem; width: 100%; display: flex; flex-direction: column; gap: var(--mg-space-4); padding: var(--mg-space-5);
  background: var(--mg-theme-bg); color: var(--mg-theme-fg); border: 1px solid var(--mg-theme-border);
  border-radius: var(--mg-radius-l); box-shadow: var(--mg-elevation-3);
}
.mg-modal__title { margin: 0; font-size: var(--mg-text-lg); font-weight: var(--mg-weight-semibold); line-height: var(--mg-leading-tight); }
.mg-modal__message { margin: 0; line-height: var(--mg-leading-normal); }
.mg-modal__buttons { display: flex; justify-content: flex-end; flex-wrap: wrap; gap: var(--mg-space-2); }
`;
