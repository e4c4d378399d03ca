export const headerCss = `
.mg-header {
  display: flex; align-items: center; justify-content: space-between; gap: 1rem; flex-wrap: wrap;
  padding: 0.6rem 1.25rem; border-bottom: 1px solid var(--mg-theme-border); background: var(--mg-theme-bg);
}
.mg-header__end { display: flex; align-items: center; gap: 0.5rem; }
.mg-breadcrumbs ol { display: flex; flex-wrap: wrap; gap: 0.4rem; list-style: none; margin: 0; padding: 0; }
.mg-breadcrumbs li + li::before { content: '/'; margin-right: 0.4rem; color: var(--mg-theme-muted); }
.mg-breadcrumbs [aria-current] { font-weight: 600; }
.mg-user-menu { position: relative; }
.mg-user-menu__toggle { padding: 0; }
.mg-user-menu__panel { right: 0; min-width: 240px; }
.mg-user-menu__panel p { margin: 0; }
.mg-user-menu__who { display: flex; gap: 0.6rem; align-items: center; padding-bottom: 0.5rem; border-bottom: 1px solid var(--mg-theme-border); }
.mg-user-menu__name { font-weight: 600; }
.mg-user-menu__links { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; }
.mg-user-menu__links .mg-button { width: 100%; justify-content: flex-start; }
.mg-user-menu__copyright { font-size: 0.8rem; padding-top: 0.5rem; border-top: 1px solid var(--mg-theme-border); }
.mg-storage-banner {
  display: flex; gap: 0.6rem; align-items: flex-start; padding: 0.7rem 1.25rem;
  background: var(--mg-theme-surface); color: var(--mg-theme-fg);
  border-bottom: 2px solid var(--mg-theme-warning);
}
.mg-storage-banner > .mg-icon { color: var(--mg-theme-warning); font-size: 1.2rem; margin-top: 0.1rem; }
.mg-storage-banner p { margin: 0; }
`;
