export const datasetListCss = `
.mg-dataset-list { display: flex; flex-direction: column; gap: 1rem; }
.mg-dataset-list__header { display: flex; justify-content: space-between; align-items: center; gap: 1rem; flex-wrap: wrap; }
.mg-dataset-list__title { margin: 0; font-size: 1.3rem; }
.mg-dataset-list__controls { display: flex; align-items: center; gap: 0.6rem; flex-wrap: wrap; }
.mg-dataset-list__search { position: relative; flex: 1 1 240px; min-width: 240px; max-width: 320px; }
.mg-dataset-list__search > .mg-icon { position: absolute; left: 0.6rem; top: 50%; transform: translateY(-50%); color: var(--mg-theme-muted); }
.mg-dataset-list__search .mg-input { padding-left: 2rem; }
.mg-dropdown { position: relative; }
.mg-dropdown__panel { left: 0; min-width: 220px; max-height: 320px; overflow: auto; }
.mg-dropdown__options { border: 0; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.4rem; }
.mg-dropdown__options .mg-choice { justify-content: space-between; }
.mg-dropdown__options .mg-choice span:first-of-type { flex: 1; }
.mg-sort { display: flex; align-items: center; gap: 0.4rem; }
.mg-sort__label { font-size: 0.9rem; }
.mg-sort__select { width: auto; }
.mg-dataset-list__skeleton { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.75rem; }
.mg-dataset-list__skeleton-badge { height: 3.5rem; }
.mg-dataset-list__empty { display: flex; flex-direction: column; align-items: center; gap: 1rem; }
.mg-dataset-list__cards { list-style: none; margin: 0; display: grid; padding-left: 0; padding-right: 0; }
.mg-dataset-card {
  padding: 0.9rem 1rem; display: flex; flex-direction: column; gap: 0.4rem; overflow: hidden;
  border: 1px solid var(--mg-theme-border); border-radius: var(--mg-theme-radius);
  background: var(--mg-theme-bg);
}
.mg-dataset-card p { margin: 0; font-size: 0.9rem; }
.mg-dataset-card__top { display: flex; justify-content: space-between; align-items: flex-start; gap: 0.5rem; }
.mg-dataset-card__name { margin: 0; font-size: 1.05rem; overflow-wrap: anywhere; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.mg-dataset-card__link { color: var(--mg-theme-fg); text-decoration: none; }
.mg-dataset-card__link:hover { color: var(--mg-theme-primary); text-decoration: underline; }
.mg-dataset-card__actions { display: flex; gap: 0.1rem; flex: none; }
.mg-dataset-card__meta { display: flex; flex-wrap: wrap; gap: 0 0.8rem; }
.mg-dataset-card__progress { display: flex; flex-direction: column; gap: 0.35rem; margin-top: auto; }
.mg-progress-bar { height: 6px; border-radius: 3px; overflow: hidden; background: var(--mg-theme-surface); border: 1px solid var(--mg-theme-border); }
.mg-progress-bar > span { display: block; height: 100%; background: var(--mg-theme-success); }
.mg-user-badges { display: inline-flex; align-self: flex-start; border-radius: 999px; }
.mg-user-badges__list { display: flex; list-style: none; margin: 0; padding: 0; flex-wrap: wrap; gap: 0.2rem; }
.mg-user-badges__more { align-self: center; font-size: 0.8rem; padding: 0 0.3rem; color: var(--mg-theme-fg); }
`;
