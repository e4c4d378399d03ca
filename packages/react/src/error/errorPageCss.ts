export const errorPageCss = `
.mg-error-page {
  display: flex; flex-direction: column; align-items: center; gap: var(--mg-space-4);
  padding: var(--mg-space-7) var(--mg-space-4); text-align: center; min-width: 0;
}
.mg-error-page__code { margin: 0; font-size: clamp(3.5rem, 18vw, 6rem); font-weight: var(--mg-weight-bold); line-height: 1; color: var(--mg-theme-primary); }
.mg-error-page__pill {
  margin: 0; padding: var(--mg-space-1) var(--mg-space-3); border-radius: var(--mg-radius-pill); font-size: var(--mg-text-sm);
  background: var(--mg-theme-surface); border: 1px solid var(--mg-theme-border);
}
.mg-error-page__title { margin: 0; font-size: var(--mg-text-2xl); font-weight: var(--mg-weight-semibold); line-height: var(--mg-leading-tight); }
.mg-error-page p { margin: 0; max-width: 60ch; }
.mg-error-page__details {
  text-align: left; white-space: pre-wrap; overflow-wrap: anywhere; max-width: min(60ch, 100%); padding: var(--mg-space-3);
  font-size: var(--mg-text-sm); background: var(--mg-theme-surface); border-radius: var(--mg-radius-m);
}
`;
