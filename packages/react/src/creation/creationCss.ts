/** Styles of the new-dataset preview and configuration (scoped to `.mg-creation`); `SplitPane` brings the panels' own. */
export const creationCss = `
.mg-creation {
  container-type: inline-size;
  display: flex; flex-direction: column; gap: var(--mg-space-3);
  height: calc(100vh - 7rem); min-height: 560px;
}
.mg-creation > .mg-split { flex: 1 1 auto; }
.mg-creation .mg-split__pane { padding: 2px; }
.mg-creation .mg-split--horizontal > .mg-split__pane--first { overflow: auto; }
@media (max-width: 800px) { .mg-creation { height: auto; } }
.mg-creation__title { display: flex; align-items: center; gap: var(--mg-space-2); margin: 0; font-size: var(--mg-text-xl); font-weight: var(--mg-weight-semibold); line-height: var(--mg-leading-tight); min-width: 0; overflow-wrap: break-word; }
.mg-creation__config { display: flex; flex-direction: column; gap: var(--mg-space-4); min-width: 0; }
.mg-creation__config > .mg-button { align-self: flex-end; }
.mg-creation__columns { display: grid; grid-template-columns: 1fr 1fr; gap: var(--mg-space-4); }
@container (max-width: 40rem) { .mg-creation__columns { grid-template-columns: 1fr; } }
.mg-creation h2, .mg-creation h3 { margin: 0 0 var(--mg-space-2); font-size: var(--mg-text-md); font-weight: var(--mg-weight-semibold); line-height: var(--mg-leading-tight); }
.mg-creation__field { display: flex; flex-direction: column; gap: var(--mg-space-1); margin-bottom: var(--mg-space-3); }
.mg-creation__field label, .mg-creation__label { font-size: var(--mg-text-sm); font-weight: var(--mg-weight-semibold); }
.mg-creation__value { white-space: pre-wrap; overflow-wrap: break-word; max-height: 16rem; overflow: auto; }
.mg-creation__value img { max-width: 100%; height: auto; image-rendering: pixelated; min-width: 6rem; }
.mg-creation__chat { display: flex; flex-direction: column; gap: var(--mg-space-1); margin: 0; padding: 0; list-style: none; }
.mg-creation__chat li { padding: var(--mg-space-1) var(--mg-space-2); border-radius: var(--mg-radius-m); background: var(--mg-theme-surface); }
.mg-question-card { display: flex; flex-direction: column; gap: var(--mg-space-2); padding: var(--mg-space-3); margin-bottom: var(--mg-space-3); }
.mg-question-card__head { display: flex; align-items: center; justify-content: space-between; gap: var(--mg-space-2); }
.mg-question-card__name { font-weight: var(--mg-weight-semibold); overflow-wrap: break-word; }
.mg-question-card__errors { margin: 0; padding: 0; list-style: none; color: var(--mg-theme-danger); font-size: var(--mg-text-sm); }
.mg-question-card__row { display: flex; align-items: center; gap: var(--mg-space-2); flex-wrap: wrap; }
.mg-creation__dialog { display: flex; flex-direction: column; gap: var(--mg-space-3); padding: var(--mg-space-4); margin-top: var(--mg-space-2); }
.mg-creation__error { color: var(--mg-theme-danger); margin: 0; }
.mg-creation__embed { display: block; width: 100%; height: 100%; min-height: 20rem; border: 1px solid var(--mg-theme-border); border-radius: var(--mg-radius-m); box-sizing: border-box; }
`;
