export const signInCss = `
.mg-sign-in {
  display: flex; flex-direction: column; gap: var(--mg-space-4);
  width: 100%; max-width: 380px; margin: 0 auto; padding: var(--mg-space-6);
  background: var(--mg-theme-bg);
  border: 1px solid var(--mg-theme-border);
  border-radius: var(--mg-radius-l);
  box-shadow: var(--mg-elevation-2);
}
.mg-sign-in__title { margin: 0; font-size: var(--mg-text-xl); font-weight: var(--mg-weight-semibold); line-height: var(--mg-leading-tight); }
.mg-field { display: flex; flex-direction: column; gap: var(--mg-space-1); }
.mg-field__label { font-weight: var(--mg-weight-semibold); font-size: var(--mg-text-sm); }
.mg-field__control { display: flex; gap: var(--mg-space-2); align-items: center; }
.mg-field__message { margin: 0; font-size: var(--mg-text-sm); color: var(--mg-theme-danger); }
.mg-sign-in__toggle { white-space: nowrap; }
.mg-providers { display: flex; flex-direction: column; gap: var(--mg-space-3); }
.mg-providers__button { width: 100%; font-weight: var(--mg-weight-semibold); }
.mg-providers__separator { display: flex; align-items: center; gap: var(--mg-space-3); margin: 0; font-size: var(--mg-text-sm); color: var(--mg-theme-muted); }
.mg-providers__separator::before, .mg-providers__separator::after { content: ''; flex: 1; border-top: 1px solid var(--mg-theme-border); }
.mg-hub-welcome { text-align: center; align-items: stretch; }
.mg-hub-welcome__subtitle { margin: 0; color: var(--mg-theme-muted); }
@media (max-width: 480px) { .mg-sign-in { padding: var(--mg-space-5) var(--mg-space-4); box-shadow: none; } }
`;
