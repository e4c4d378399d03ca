/** Styles of the new-dataset preview and configuration (scoped to `.mg-creation`); `SplitPane` brings the panels' own. */
export const creationCss = `
.mg-creation {
  container-type: inline-size;
  display: flex; flex-direction: column; gap: 0.75rem;
  height: calc(100vh - 7rem); min-height: 560px;
}
.mg-creation > .mg-split { flex: 1 1 auto; }
.mg-creation .mg-split__pane { padding: 2px; }
.mg-creation .mg-split--horizontal > .mg-split__pane--first { overflow: auto; }
@media (max-width: 800px) { .mg-creation { height: auto; } }
.mg-creation__title { display: flex; align-items: center; gap: 0.5rem; margin: 0; font-size: 1.25rem; }
.mg-creation__config { display: flex; flex-direction: column; gap: 1rem; min-width: 0; }
.mg-creation__config > .mg-button { align-self: flex-end; }
.mg-creation__columns { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
@container (max-width: 40rem) { .mg-creation__columns { grid-template-columns: 1fr; } }
.mg-creation h2, .mg-creation h3 { margin: 0 0 0.5rem; font-size: 1rem; }
.mg-creation__field { display: flex; flex-direction: column; gap: 0.25rem; margin-bottom: 0.75rem; }
.mg-creation__field label, .mg-creation__label { font-size: 0.85rem; font-weight: 600; }
.mg-creation__value { white-space: pre-wrap; overflow-wrap: anywhere; max-height: 16rem; overflow: auto; }
.mg-creation__value img { max-width: 100%; height: auto; image-rendering: pixelated; min-width: 6rem; }
.mg-creation__chat { display: flex; flex-direction: column; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
.mg-creation__chat li { padding: 0.25rem 0.5rem; border-radius: var(--mg-theme-radius); background: var(--mg-theme-surface); }
.mg-question-card { display: flex; flex-direction: column; gap: 0.5rem; padding: 0.75rem; margin-bottom: 0.75rem; }
.mg-question-card__head { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
.mg-question-card__name { font-weight: 600; overflow-wrap: anywhere; }
.mg-question-card__errors { margin: 0; padding: 0; list-style: none; color: var(--mg-theme-danger); font-size: 0.85rem; }
.mg-question-card__row { display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; }
.mg-creation__dialog { display: flex; flex-direction: column; gap: 0.75rem; padding: 1rem; margin-top: 0.5rem; }
.mg-creation__error { color: var(--mg-theme-danger); margin: 0; }
.mg-creation__embed { display: block; width: 100%; height: 100%; min-height: 20rem; border: 1px solid var(--mg-theme-border); border-radius: var(--mg-theme-radius); box-sizing: border-box; }
`;
