export const homeCss = `
.mg-home { display: grid; grid-template-columns: minmax(0, 1fr) 300px; gap: 1.5rem; align-items: start; }
@media (max-width: 900px) { .mg-home { grid-template-columns: minmax(0, 1fr); } }
.mg-sidebar { display: flex; flex-direction: column; gap: 1.5rem; }
.mg-sidebar__section { display: flex; flex-direction: column; gap: 0.6rem; }
.mg-sidebar__title { margin: 0; font-size: 1rem; }
.mg-hub-import, .mg-import-card { display: flex; flex-direction: column; gap: 0.6rem; }
.mg-hub-import { padding: 0.75rem; border: 1px solid var(--mg-theme-border); border-radius: var(--mg-theme-radius); background: var(--mg-theme-bg); }
.mg-hub-import__header { display: flex; align-items: center; justify-content: space-between; }
.mg-hub-import__label { font-weight: 600; font-size: 0.9rem; }
.mg-hub-import__error { margin: 0; color: var(--mg-theme-danger); font-size: 0.85rem; }
.mg-hub-import__collapsed { justify-content: flex-start; width: 100%; color: var(--mg-theme-muted); }
.mg-python-import { position: relative; }
.mg-python-import > .mg-button { width: 100%; justify-content: flex-start; }
.mg-python-import__dialog { left: 0; right: 0; min-width: min(520px, 90vw); }
.mg-python-import__title { margin: 0; font-size: 1rem; }
.mg-python-import__dialog p { margin: 0; }
.mg-code {
  margin: 0; padding: 0.75rem; overflow: auto; max-height: 320px; font-size: 0.8rem; line-height: 1.45;
  background: var(--mg-theme-surface); color: var(--mg-theme-fg);
  border: 1px solid var(--mg-theme-border); border-radius: var(--mg-theme-radius);
}
.mg-code pre { margin: 0; }
.mg-examples__list, .mg-guides__list { list-style: none; margin: 0.6rem 0 0; padding: 0; display: flex; flex-direction: column; gap: 0.6rem; }
.mg-example-card {
  font: inherit; text-align: left; width: 100%; cursor: pointer;
  display: flex; flex-direction: column; align-items: flex-start; gap: 0.4rem; padding: 0.75rem;
  background: var(--mg-theme-bg); color: var(--mg-theme-fg);
  border: 1px solid var(--mg-theme-border); border-left-width: 5px; border-radius: var(--mg-theme-radius);
}
.mg-example-card:hover { border-color: var(--mg-theme-primary); }
.mg-example-card__repo { font-weight: 600; overflow-wrap: anywhere; }
.mg-example-card__task { background: var(--mg-theme-bg); }
.mg-example-card__icon { display: inline-flex; }
.mg-example-card__tags { display: flex; flex-wrap: wrap; gap: 0.3rem; }
.mg-guides p { margin: 0.6rem 0 0; }
.mg-guides .mg-link { display: inline-flex; align-items: center; gap: 0.3rem; }
.mg-import-card { max-width: 420px; width: 100%; }
.mg-import-card__title { margin: 0; font-size: 1.05rem; }
.mg-import-card p { margin: 0; }
`;
