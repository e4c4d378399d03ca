/** Styles of the model fill-in panel, scoped to its root (document head or shadow root), themed by custom properties. */
export const modelFillInCss = `
.mg-model-fill-in {
  display: grid; gap: 0.5rem; margin-top: 0.5rem; padding: 0.75rem;
  border: 1px solid var(--mg-theme-border); border-radius: var(--mg-theme-radius, 6px);
  background: var(--mg-theme-surface, var(--mg-theme-bg)); color: var(--mg-theme-fg);
}
.mg-model-fill-in__title { margin: 0; font-size: var(--mg-text-md); }
.mg-model-fill-in__inputs { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 0.25rem 0.75rem; margin: 0; }
.mg-model-fill-in__inputs dt { font-weight: 600; }
.mg-model-fill-in__inputs dd { margin: 0; overflow-wrap: anywhere; }
.mg-model-fill-in__prompt { display: grid; gap: 0.25rem; }
.mg-model-fill-in__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.mg-model-fill-in__status { display: flex; align-items: center; gap: 0.5rem; margin: 0; min-height: 1.5em; }
`;
