export const headerCss = `
.mg-header {
  display: flex; align-items: center; justify-content: space-between; gap: 1rem;
  padding: 0.6rem 1.25rem; border-bottom: 1px solid var(--mg-theme-border); background: var(--mg-theme-bg);
}
.mg-breadcrumbs ol { display: flex; flex-wrap: wrap; gap: 0.4rem; list-style: none; margin: 0; padding: 0; }
.mg-breadcrumbs li + li::before { content: '/'; margin-right: 0.4rem; color: var(--mg-theme-muted); }
.mg-breadcrumbs [aria-current] { font-weight: 600; }
.mg-user-menu { position: relative; }
.mg-avatar {
  width: 34px; height: 34px; border-radius: 50%; padding: 0; font-weight: 600;
  background: var(--mg-theme-primary); color: var(--mg-theme-on-primary); border-color: var(--mg-theme-primary);
}
.mg-user-menu__panel {
  position: absolute; right: 0; top: calc(100% + 8px); min-width: 200px; z-index: 10;
  display: flex; flex-direction: column; gap: 0.5rem; padding: 0.75rem;
  background: var(--mg-theme-bg); border: 1px solid var(--mg-theme-border); border-radius: var(--mg-theme-radius);
  box-shadow: 0 6px 20px rgb(0 0 0 / 0.12);
}
.mg-user-menu__panel p { margin: 0; }
`;
