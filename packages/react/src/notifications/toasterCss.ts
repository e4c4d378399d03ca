export const toasterCss = `
.mg-toaster { position: fixed; inset: 0; pointer-events: none; z-index: 1000; }
.mg-toaster__region {
  position: absolute; display: flex; flex-direction: column; gap: 0.5rem; padding: 1rem;
  width: min(100%, 32rem);
}
.mg-toaster__region--top { top: 0; left: 50%; transform: translateX(-50%); }
.mg-toaster__region--bottom { bottom: 0; left: 50%; transform: translateX(-50%); }
.mg-toaster__region--top-right { top: 0; right: 0; }
.mg-toaster__region--top-left { top: 0; left: 0; }
.mg-toaster__region--bottom-right { bottom: 0; right: 0; }
.mg-toaster__region--bottom-left { bottom: 0; left: 0; }
.mg-toast {
  pointer-events: auto; cursor: pointer;
  display: flex; align-items: center; gap: 0.6rem; padding: 0.7rem 0.8rem;
  border-radius: var(--mg-theme-radius); border: 1px solid var(--mg-theme-border); border-left-width: 6px;
  background: var(--mg-theme-bg); color: var(--mg-theme-fg); box-shadow: 0 8px 24px rgb(0 0 0 / 0.2);
}
.mg-toast > .mg-icon { font-size: var(--mg-text-lg); }
.mg-toast--success { border-left-color: var(--mg-theme-success); }
.mg-toast--success > .mg-icon { color: var(--mg-theme-success); }
.mg-toast--info { border-left-color: var(--mg-theme-primary); }
.mg-toast--info > .mg-icon { color: var(--mg-theme-primary); }
.mg-toast--warning { border-left-color: var(--mg-theme-warning); }
.mg-toast--warning > .mg-icon { color: var(--mg-theme-warning); }
.mg-toast--danger, .mg-toast--error { border-left-color: var(--mg-theme-danger); }
.mg-toast--danger > .mg-icon, .mg-toast--error > .mg-icon { color: var(--mg-theme-danger); }
.mg-toast__message { margin: 0; flex: 1; }
.mg-toast__action { white-space: nowrap; }
@media (prefers-reduced-motion: no-preference) {
  .mg-toast { transition: opacity 150ms ease, transform 150ms ease; }
  .mg-toast--closing { opacity: 0; transform: translateY(-6px); }
}
`;
