/**
 * Styles of `AppHeader`. On a phone the page's title (the trail's last step) is one line: a long name ends in an
 * ellipsis, its title holding it whole, never split inside a word.
 */
export const headerCss = `
.mg-header {
  display: flex; align-items: center; justify-content: space-between; gap: var(--mg-space-2) var(--mg-space-4); flex-wrap: wrap;
  padding: var(--mg-space-2) var(--mg-space-5); border-bottom: 1px solid var(--mg-theme-border); background: var(--mg-theme-bg);
}
.mg-header__end {
  display: flex; align-items: center; gap: var(--mg-space-2);
  /* A dataset's actions and the user menu wrap on a phone instead of widening the page. */
  flex-wrap: wrap; justify-content: flex-end; min-width: 0; max-width: 100%;
}
/* Desktop: every action in the row; the "More" menu is the phone's. */
.mg-header__wide { display: contents; }
.mg-header__more { display: none; position: relative; }
.mg-header__more-panel { right: 0; min-width: 240px; max-width: calc(100vw - 2 * var(--mg-space-4)); }
.mg-header__more-panel p { margin: 0; }
.mg-header__more-actions {
  display: flex; flex-direction: column; align-items: stretch; gap: var(--mg-space-1);
  padding-bottom: var(--mg-space-2); margin-bottom: var(--mg-space-2); border-bottom: 1px solid var(--mg-theme-border);
}
.mg-header__more-actions > * { flex-direction: column; align-items: stretch; }
.mg-header__trail { padding-bottom: var(--mg-space-2); margin-bottom: var(--mg-space-2); border-bottom: 1px solid var(--mg-theme-border); }
/* A phone: one row — the page's title (the trail's last step), the primary action and "More". */
@media (max-width: 640px) {
  .mg-header { padding: var(--mg-space-2) var(--mg-space-4); flex-wrap: nowrap; }
  .mg-header .mg-breadcrumbs { flex: 1 1 auto; min-width: 0; }
  .mg-header .mg-breadcrumbs ol { flex-wrap: nowrap; }
  .mg-header .mg-breadcrumbs li:not(:last-child) { display: none; }
  .mg-header .mg-breadcrumbs li:last-child { min-width: 0; }
  .mg-header .mg-breadcrumbs li:last-child > span { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .mg-header .mg-breadcrumbs li:last-child::before { content: none; }
  .mg-header__end { flex: none; flex-wrap: nowrap; }
  .mg-header__wide { display: none; }
  .mg-header__more { display: block; }
}
.mg-breadcrumbs ol { display: flex; flex-wrap: wrap; gap: var(--mg-space-2); list-style: none; margin: 0; padding: 0; }
.mg-breadcrumbs li + li::before { content: '/'; margin-right: var(--mg-space-2); color: var(--mg-theme-muted); }
.mg-breadcrumbs [aria-current] { font-weight: var(--mg-weight-semibold); }
/* On a touch screen a step's link is a 44 px target (the header's row is as high: the avatar's). */
@media (pointer: coarse) {
  .mg-breadcrumbs__link { display: inline-flex; align-items: center; min-height: var(--mg-touch-target); min-width: var(--mg-touch-target); }
}
.mg-user-menu { position: relative; }
.mg-user-menu__toggle { padding: 0; }
.mg-user-menu__panel { right: 0; min-width: 240px; }
.mg-user-menu__panel p { margin: 0; }
.mg-user-menu__who { display: flex; gap: var(--mg-space-3); align-items: center; padding-bottom: var(--mg-space-2); border-bottom: 1px solid var(--mg-theme-border); }
.mg-user-menu__name { font-weight: var(--mg-weight-semibold); }
.mg-user-menu__links { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; }
.mg-user-menu__links .mg-button { width: 100%; justify-content: flex-start; }
.mg-user-menu__copyright { font-size: var(--mg-text-xs); padding-top: var(--mg-space-2); border-top: 1px solid var(--mg-theme-border); }
.mg-storage-banner {
  display: flex; gap: var(--mg-space-3); align-items: flex-start; padding: var(--mg-space-3) var(--mg-space-5);
  background: var(--mg-theme-surface); color: var(--mg-theme-fg);
  border-bottom: 2px solid var(--mg-theme-warning);
}
.mg-storage-banner > .mg-icon { color: var(--mg-theme-warning); font-size: var(--mg-text-lg); margin-top: 0.125rem; }
.mg-storage-banner p { margin: 0; }
`;
