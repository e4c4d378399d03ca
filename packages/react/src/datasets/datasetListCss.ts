export const datasetListCss = `
.mg-dataset-list { display: flex; flex-direction: column; gap: 1rem; }
.mg-dataset-list__header { display: flex; justify-content: space-between; align-items: center; gap: 1rem; flex-wrap: wrap; }
.mg-dataset-list__title { margin: 0; font-size: 1.3rem; }
.mg-dataset-list__search { max-width: 320px; }
.mg-dataset-list__cards {
  list-style: none; margin: 0; padding: 0;
  display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
}
.mg-dataset-card {
  padding: 1rem; display: flex; flex-direction: column; gap: 0.4rem;
  border: 1px solid var(--mg-theme-border); border-radius: var(--mg-theme-radius);
  background: var(--mg-theme-bg);
}
.mg-dataset-card p { margin: 0; font-size: 0.9rem; }
.mg-dataset-card__name { margin: 0; font-size: 1.05rem; overflow-wrap: anywhere; }
.mg-progress-bar {
  height: 6px; border-radius: 3px; overflow: hidden; background: var(--mg-theme-surface); margin-bottom: 0.3rem;
}
.mg-progress-bar > span { display: block; height: 100%; background: var(--mg-theme-success); }
.mg-skeleton {
  height: 7rem; border-radius: var(--mg-theme-radius); background: var(--mg-theme-surface);
}
`;
