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
`;
