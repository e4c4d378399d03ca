/** The comments thread's styles, scoped to its root. */
export const commentsCss = `
.mg-comments { display: flex; flex-direction: column; gap: 0.75rem; }
.mg-comments__title { margin: 0; font-size: var(--mg-text-md); }
.mg-comments__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.6rem; }
.mg-comment { border: 1px solid var(--mg-theme-border); border-radius: 6px; padding: 0.5rem 0.75rem; display: flex; flex-direction: column; gap: 0.35rem; min-width: 0; }
.mg-comment[data-resolved="true"] { opacity: 0.7; }
.mg-comment[data-mentions-me="true"] { border-inline-start: 4px solid var(--mg-theme-primary); }
.mg-comment[data-pending="true"] { border-style: dashed; }
.mg-comment__head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.4rem; font-size: var(--mg-text-sm); }
.mg-comment__author { font-weight: 600; overflow-wrap: anywhere; }
.mg-comment__meta { color: var(--mg-theme-muted); }
.mg-comment__body { overflow-wrap: anywhere; min-width: 0; }
.mg-comment__body .mg-markdown > :first-child { margin-top: 0; }
.mg-comment__body .mg-markdown > :last-child { margin-bottom: 0; }
.mg-comment__actions, .mg-comments__actions { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: center; }
.mg-comments__composer { display: flex; flex-direction: column; gap: 0.35rem; }
.mg-comments__composer textarea, .mg-comment textarea { min-height: 4rem; resize: vertical; }
.mg-comments__hint { margin: 0; font-size: var(--mg-text-xs); color: var(--mg-theme-muted); }
.mg-comments__problem { margin: 0; font-size: var(--mg-text-xs); color: var(--mg-theme-danger); }
`;
