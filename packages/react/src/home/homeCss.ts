export const homeCss = `
.mg-home { display: grid; grid-template-columns: minmax(0, 1fr) 300px; gap: var(--mg-space-5); align-items: start; }
@media (max-width: 900px) { .mg-home { grid-template-columns: minmax(0, 1fr); } }
.mg-sidebar { display: flex; flex-direction: column; gap: var(--mg-space-5); }
.mg-sidebar__section { display: flex; flex-direction: column; gap: var(--mg-space-2); }
.mg-sidebar__title { margin: 0; font-size: var(--mg-text-sm); font-weight: var(--mg-weight-semibold); line-height: var(--mg-leading-tight); color: var(--mg-theme-muted); text-transform: uppercase; letter-spacing: 0.04em; }
.mg-hub-import, .mg-import-card { display: flex; flex-direction: column; gap: var(--mg-space-2); }
.mg-hub-import { padding: var(--mg-space-3); border: 1px solid var(--mg-theme-border); border-radius: var(--mg-radius-m); background: var(--mg-theme-bg); }
.mg-hub-import__header { display: flex; align-items: center; justify-content: space-between; }
.mg-hub-import__label { font-weight: var(--mg-weight-semibold); font-size: var(--mg-text-sm); }
.mg-hub-import__error { margin: 0; color: var(--mg-theme-danger); font-size: var(--mg-text-sm); }
.mg-hub-import__collapsed { justify-content: flex-start; width: 100%; color: var(--mg-theme-muted); }
.mg-python-import { position: relative; }
.mg-python-import > .mg-button { width: 100%; justify-content: flex-start; }
.mg-python-import__dialog { left: 0; right: 0; min-width: min(520px, 90vw); }
.mg-python-import__title { margin: 0; font-size: var(--mg-text-md); }
.mg-python-import__dialog p { margin: 0; }
.mg-code {
  margin: 0; padding: var(--mg-space-3); overflow: auto; max-height: 320px; font-size: var(--mg-text-xs); line-height: var(--mg-leading-normal);
  background: var(--mg-theme-surface); color: var(--mg-theme-fg);
  border: 1px solid var(--mg-theme-border); border-radius: var(--mg-radius-m);
}
.mg-code pre { margin: 0; }
.mg-examples__list, .mg-guides__list { list-style: none; margin: var(--mg-space-2) 0 0; padding: 0; display: flex; flex-direction: column; gap: var(--mg-space-2); }
.mg-example-card {
  font: inherit; text-align: left; width: 100%; cursor: pointer;
  display: flex; flex-direction: column; align-items: flex-start; gap: var(--mg-space-2); padding: var(--mg-space-3);
  background: var(--mg-theme-bg); color: var(--mg-theme-fg);
  border: 1px solid var(--mg-theme-border); border-left-width: 5px; border-radius: var(--mg-radius-m);
}
.mg-example-card:hover { border-color: var(--mg-theme-primary); }
.mg-example-card__repo { font-weight: var(--mg-weight-semibold); overflow-wrap: break-word; }
.mg-example-card__task { background: var(--mg-theme-bg); }
.mg-example-card__icon { display: inline-flex; }
.mg-example-card__tags { display: flex; flex-wrap: wrap; gap: var(--mg-space-1); }
.mg-guides p { margin: var(--mg-space-2) 0 0; }
.mg-guides .mg-link { display: inline-flex; align-items: center; gap: var(--mg-space-1); }
.mg-import-card { max-width: 420px; width: 100%; }
.mg-import-card__title { margin: 0; font-size: var(--mg-text-lg); }
.mg-import-card p { margin: 0; }
`;
