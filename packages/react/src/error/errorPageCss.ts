export const errorPageCss = `
.mg-error-page {
  display: flex; flex-direction: column; align-items: center; gap: 1rem;
  padding: 4rem 1rem; text-align: center;
}
.mg-error-page__code { margin: 0; font-size: 6rem; font-weight: 700; line-height: 1; color: var(--mg-theme-primary); }
.mg-error-page__pill {
  margin: 0; padding: 0.25rem 0.9rem; border-radius: 999px;
  background: var(--mg-theme-surface); border: 1px solid var(--mg-theme-border);
}
.mg-error-page__title { margin: 0; font-size: 1.5rem; }
.mg-error-page p { margin: 0; }
.mg-error-page__details { text-align: left; white-space: pre-wrap; max-width: 60ch; padding: 0.75rem; background: var(--mg-theme-surface); border-radius: var(--mg-theme-radius); }
`;
