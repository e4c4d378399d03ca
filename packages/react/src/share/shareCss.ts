export const shareCss = `
.mg-share { position: relative; display: inline-flex; flex-direction: column; gap: 0.4rem; }
.mg-share__dialog { right: 0; width: 320px; }
.mg-share__dialog img { width: 100%; height: auto; border-radius: var(--mg-theme-radius); background: var(--mg-theme-surface); }
.mg-share__dialog p { margin: 0; font-size: var(--mg-text-sm); }
.mg-share__link { overflow-wrap: anywhere; }
.mg-share__celebration { margin: 0; font-weight: 600; color: var(--mg-theme-success); }
@media (prefers-reduced-motion: no-preference) {
  .mg-share__celebration { animation: mg-celebrate 600ms ease-out 3; }
}
@keyframes mg-celebrate { 0% { transform: scale(0.9); } 50% { transform: scale(1.08); } 100% { transform: scale(1); } }
.mg-share-page { max-width: 560px; margin: 2rem auto; display: flex; flex-direction: column; gap: 1rem; align-items: flex-start; }
.mg-share-page__title { margin: 0; font-size: var(--mg-text-xl); }
.mg-share-page__stats { display: flex; gap: 2rem; margin: 0; }
.mg-share-page__stats dt { color: var(--mg-theme-muted); font-size: var(--mg-text-sm); }
.mg-share-page__stats dd { margin: 0.2rem 0 0; font-size: var(--mg-text-2xl); font-weight: 700; }
`;
