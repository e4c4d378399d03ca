export const agreementCss = `
.mg-agreement { display: flex; flex-direction: column; gap: 0.75rem; padding: 0.75rem 0; }
.mg-agreement__title { margin: 0; font-size: var(--mg-text-md); }
.mg-agreement__subtitle { margin: 0; font-size: var(--mg-text-sm); }
.mg-agreement__scroll { overflow-x: auto; }
.mg-agreement table { border-collapse: collapse; width: 100%; font-size: var(--mg-text-sm); }
.mg-agreement th, .mg-agreement td { text-align: start; padding: 0.3rem 0.5rem; border-bottom: 1px solid var(--mg-theme-border); vertical-align: top; }
.mg-agreement td.mg-agreement__number { font-variant-numeric: tabular-nums; white-space: nowrap; }
.mg-agreement__band { display: inline-block; border-radius: 999px; padding: 0 0.5rem; border: 1px solid var(--mg-theme-border); white-space: nowrap; }
.mg-agreement__band[data-band="reliable"], .mg-agreement__band[data-band="substantial"], .mg-agreement__band[data-band="almostPerfect"] { border-color: var(--mg-theme-success, green); }
.mg-agreement__band[data-band="unreliable"], .mg-agreement__band[data-band="poor"], .mg-agreement__band[data-band="slight"] { border-color: var(--mg-theme-danger); }
.mg-agreement__reason { display: block; font-size: var(--mg-text-xs); opacity: 0.8; }
.mg-agreement__note { margin: 0; font-size: var(--mg-text-xs); }
`;
