export const reviewCss = `
.mg-review { display: flex; flex-direction: column; gap: 1rem; }
.mg-review__toolbar { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 0.75rem; }
.mg-review__position { margin-inline-start: auto; font-size: var(--mg-text-sm); }
.mg-review__body { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); gap: 1rem; align-items: start; }
@container (max-width: 50rem) { .mg-review__body { grid-template-columns: minmax(0, 1fr); } }
.mg-review { container-type: inline-size; }
.mg-review__record { display: flex; flex-direction: column; gap: 0.5rem; }
.mg-review__record h2, .mg-review__question h3 { margin: 0; font-size: var(--mg-text-md); overflow-wrap: anywhere; }
.mg-review__questions { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 1rem; }
.mg-review__question { display: flex; flex-direction: column; gap: 0.6rem; }
.mg-review__question[data-disagrees="true"] { border-inline-start: 4px solid var(--mg-theme-danger); }
.mg-review__question-head { display: flex; align-items: center; gap: 0.5rem; flex-wrap: wrap; }
.mg-review__flag { font-size: var(--mg-text-xs); }
.mg-review__flag[data-disagrees="true"] { color: var(--mg-theme-danger); font-weight: 600; }
.mg-review__chips { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.4rem; }
.mg-review__chip { border: 1px solid var(--mg-theme-border); border-radius: 999px; padding: 0.2rem 0.6rem; font-size: var(--mg-text-sm); }
.mg-review__chip[data-gold="true"] { border-color: var(--mg-theme-primary); box-shadow: inset 0 0 0 1px var(--mg-theme-primary); }
/* An option nobody chose: quieter, but its text keeps the theme's contrast (no opacity). */
.mg-review__chip[data-count="0"] { color: var(--mg-theme-muted); border-style: dashed; }
.mg-review__bars { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.25rem; }
.mg-review__bar { display: grid; grid-template-columns: 3rem 1fr auto; gap: 0.5rem; align-items: center; font-size: var(--mg-text-sm); }
.mg-review__bar-fill { height: 0.6rem; background: var(--mg-theme-primary); border-radius: 3px; min-width: 2px; }
.mg-review__columns { display: flex; flex-wrap: wrap; gap: 1rem; }
.mg-review__columns ol { margin: 0.25rem 0 0; padding-inline-start: 1.25rem; }
.mg-review__layers { display: flex; flex-direction: column; gap: 0.4rem; }
.mg-review__layer { margin: 0; line-height: 1.8; overflow-wrap: anywhere; }
.mg-review__layer mark { background: var(--mg-review-span, #fde68a); color: inherit; border-radius: 3px; padding: 0 0.1rem; }
.mg-review__layer mark small { font-size: var(--mg-text-xs); margin-inline-start: 0.2rem; opacity: 0.8; }
.mg-review__texts { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.4rem; }
.mg-review__texts ins { background: color-mix(in srgb, var(--mg-theme-primary) 20%, transparent); text-decoration: none; }
.mg-review__texts del { color: var(--mg-theme-danger); }
.mg-review__who { font-weight: 600; margin-inline-end: 0.4rem; }
.mg-review__use { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.mg-review__gold { border-top: 1px dashed var(--mg-theme-border); padding-top: 0.5rem; }
.mg-review__decision { display: flex; flex-direction: column; gap: 0.5rem; position: sticky; bottom: 0; background: var(--mg-theme-bg); padding: 0.5rem 0; }
.mg-review__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
.mg-review__reason { margin: 0; font-size: var(--mg-text-sm); color: var(--mg-theme-muted); }
.mg-review__comment { display: flex; flex-direction: column; gap: 0.3rem; }
.mg-review__comment textarea { min-height: 4rem; }
.mg-review__hints { display: flex; flex-wrap: wrap; gap: 0.75rem; margin: 0; font-size: var(--mg-text-xs); color: var(--mg-theme-muted); }
.mg-review__hints kbd { border: 1px solid var(--mg-theme-border); border-radius: 3px; padding: 0 0.3rem; font-family: inherit; }
`;
