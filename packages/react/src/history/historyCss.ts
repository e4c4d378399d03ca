export const historyCss = `
.mg-history { display: flex; flex-direction: column; gap: 0.5rem; }
.mg-history__title { margin: 0; font-size: var(--mg-text-md); }
.mg-history__lines { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.4rem; }
.mg-history__line { font-size: var(--mg-text-sm); line-height: 1.4; overflow-wrap: anywhere; }
.mg-history__when { color: var(--mg-theme-muted); }
.mg-history__filters { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.75rem; }
.mg-history__filters label { display: flex; flex-direction: column; gap: 0.25rem; font-size: var(--mg-text-sm); font-weight: 600; }
.mg-history__filters input { font: inherit; padding: 0.3rem 0.4rem; border: 1px solid var(--mg-theme-border); border-radius: 4px;
  background: var(--mg-theme-bg); color: var(--mg-theme-text); }
.mg-history__scroll { overflow-x: auto; }
.mg-history__table { border-collapse: collapse; width: 100%; font-size: var(--mg-text-sm); }
.mg-history__table th, .mg-history__table td { text-align: start; padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--mg-theme-border);
  vertical-align: top; overflow-wrap: break-word; }
.mg-history__pager { display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; }
`;
