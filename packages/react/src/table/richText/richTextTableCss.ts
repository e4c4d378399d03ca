// The rich-text table editor's styles, scoped under `.mg-rich-table` and themed by the custom properties.
export const richTextTableCss = `
.mg-rich-table { display: flex; flex-direction: column; gap: 0.5rem; outline: none; }
.mg-rich-table__toolbar { display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; font-size: var(--mg-text-sm); }
.mg-rich-table__find { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; padding: 0.5rem;
  border: 1px solid var(--mg-theme-border); border-radius: var(--mg-theme-radius); background: var(--mg-theme-surface); }
.mg-rich-table__find label { display: flex; flex-direction: column; gap: 0.125rem; font-size: var(--mg-text-sm); }
.mg-rich-table__find .mg-rich-table__option { flex-direction: row; align-items: center; gap: 0.25rem; }
.mg-rich-table__find p { flex-basis: 100%; margin: 0; font-size: var(--mg-text-sm); }
.mg-rich-table__content .ProseMirror { outline: none; padding: 0.25rem; border: 1px solid var(--mg-theme-border);
  border-radius: var(--mg-theme-radius); background: var(--mg-theme-bg); color: var(--mg-theme-fg); overflow-x: auto; }
.mg-rich-table__content .ProseMirror:focus-visible { outline: 2px solid var(--mg-theme-primary); outline-offset: 1px; }
/* Columns as wide as their longest word at least: a cell wraps between words only, never inside one (the editor's
   own rule breaks words); a table wider than the editor scrolls sideways in it. */
.mg-rich-table__content table { border-collapse: collapse; table-layout: auto; width: 100%; margin: 0; }
.mg-rich-table__content th, .mg-rich-table__content td { border: 1px solid var(--mg-theme-border); padding: 0.25rem 0.5rem;
  vertical-align: top; min-width: 4rem; position: relative; overflow-wrap: normal; word-break: normal; }
.mg-rich-table__content th { background: var(--mg-theme-surface); font-weight: 600; text-align: start; }
.mg-rich-table__content p { margin: 0; }
.mg-rich-table__content .selectedCell::after { content: ''; position: absolute; inset: 0; pointer-events: none;
  background: color-mix(in srgb, var(--mg-theme-primary) 18%, transparent); }
`;
