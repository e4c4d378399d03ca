/** Styles of the `Switch`. Themed by the `--mg-theme-*` properties. */
export const switchCss = `
.mg-switch { display: inline-flex; align-items: center; gap: var(--mg-space-2); cursor: pointer; position: relative; }
@media (pointer: coarse) { .mg-switch { min-height: var(--mg-touch-target); } }
/* The native input lies invisible over the whole switch, so a press anywhere on it reaches the input itself. */
.mg-switch__input { position: absolute; inset: 0; width: 100%; height: 100%; opacity: 0; margin: 0; cursor: pointer; z-index: 1; }
.mg-switch__track {
  flex: none; width: 2.2rem; height: 1.25rem; border-radius: var(--mg-radius-pill); position: relative;
  background: var(--mg-theme-border); transition: background var(--mg-motion-fast) var(--mg-ease);
}
.mg-switch__track::after {
  content: ''; position: absolute; top: 0.15rem; left: 0.15rem; width: 0.95rem; height: 0.95rem;
  border-radius: 50%; background: var(--mg-theme-bg); transition: transform var(--mg-motion-fast) var(--mg-ease);
}
.mg-switch__input:checked + .mg-switch__track { background: var(--mg-theme-primary); }
.mg-switch__input:checked + .mg-switch__track::after { transform: translateX(0.95rem); }
.mg-switch__input:focus-visible + .mg-switch__track { outline: 3px solid var(--mg-theme-primary); outline-offset: 2px; }
.mg-switch__input:disabled + .mg-switch__track { opacity: 0.6; }
@media (prefers-reduced-motion: reduce) { .mg-switch__track, .mg-switch__track::after { transition: none; } }
`;
