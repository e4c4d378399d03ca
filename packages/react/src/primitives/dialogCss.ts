/** Styles of the modal `Dialog`. Themed by the `--mg-theme-*` properties. */
export const dialogCss = `
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
