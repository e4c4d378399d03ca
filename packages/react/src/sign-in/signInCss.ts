export const signInCss = `
.mg-sign-in {
  display: flex; flex-direction: column; gap: 1rem;
  max-width: 360px; margin: 0 auto; padding: 2rem;
  background: var(--mg-theme-bg);
  border: 1px solid var(--mg-theme-border);
  border-radius: var(--mg-theme-radius);
}
.mg-sign-in__title { margin: 0; font-size: 1.4rem; }
.mg-field { display: flex; flex-direction: column; gap: 0.3rem; }
.mg-field__label { font-weight: 600; font-size: 0.9rem; }
.mg-field__control { display: flex; gap: 0.4rem; align-items: center; }
.mg-field__message { margin: 0; font-size: 0.85rem; color: var(--mg-theme-danger); }
.mg-sign-in__toggle { white-space: nowrap; }
.mg-providers { display: flex; flex-direction: column; gap: 0.75rem; }
.mg-providers__button { width: 100%; font-weight: 600; }
.mg-providers__separator { display: flex; align-items: center; gap: 0.75rem; margin: 0; color: var(--mg-theme-muted); }
.mg-providers__separator::before, .mg-providers__separator::after { content: ''; flex: 1; border-top: 1px solid var(--mg-theme-border); }
.mg-hub-welcome { text-align: center; align-items: stretch; }
.mg-hub-welcome__subtitle { margin: 0; color: var(--mg-theme-muted); }
`;
