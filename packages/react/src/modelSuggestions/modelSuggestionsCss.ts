export const modelSuggestionsCss = `
.mg-model-suggestions { display: flex; flex-direction: column; gap: 0.75rem; }
.mg-model-suggestions fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
.mg-model-suggestions legend { font-weight: 600; font-size: var(--mg-text-sm); margin-bottom: 0.25rem; }
.mg-model-suggestions textarea { min-height: 7rem; font: inherit; width: 100%; box-sizing: border-box; }
.mg-model-suggestions pre { white-space: pre-wrap; overflow-wrap: anywhere; margin: 0.25rem 0; padding: 0.5rem;
  background: var(--mg-theme-bg); border: 1px solid var(--mg-theme-border); border-radius: 4px; font-size: var(--mg-text-sm); }
.mg-model-suggestions table { border-collapse: collapse; width: 100%; font-size: var(--mg-text-sm); }
.mg-model-suggestions th, .mg-model-suggestions td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid var(--mg-theme-border); vertical-align: top; overflow-wrap: anywhere; }
.mg-model-suggestions__bar { height: 0.6rem; background: var(--mg-theme-border); border-radius: 999px; overflow: hidden; }
.mg-model-suggestions__bar span { display: block; height: 100%; background: var(--mg-theme-primary); }
.mg-model-suggestions__actions { display: flex; gap: 0.5rem; flex-wrap: wrap; }
.mg-model-suggestions__actions .mg-button[aria-disabled="true"] { opacity: 0.6; cursor: not-allowed; }
`;
