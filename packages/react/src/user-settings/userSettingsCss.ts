export const userSettingsCss = `
.mg-user-settings { display: flex; flex-direction: column; gap: var(--mg-space-4); max-width: 760px; min-width: 0; }
.mg-user-settings__back { align-self: flex-start; margin-left: calc(-1 * var(--mg-space-3)); color: var(--mg-theme-muted); margin-bottom: calc(-1 * var(--mg-space-2)); }
.mg-user-settings__title { margin: 0; font-size: var(--mg-text-2xl); font-weight: var(--mg-weight-semibold); line-height: var(--mg-leading-tight); }
.mg-user-settings__section { display: flex; flex-direction: column; gap: var(--mg-space-4); padding: var(--mg-space-5); min-width: 0; }
.mg-user-settings__section-title, .mg-api-key > .mg-user-settings__label {
  margin: 0; font-size: var(--mg-text-md); font-weight: var(--mg-weight-semibold); line-height: var(--mg-leading-tight); color: var(--mg-theme-fg);
}
.mg-user-settings__who { display: flex; align-items: center; gap: var(--mg-space-3); }
.mg-user-settings__fields { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr)); gap: var(--mg-space-4); margin: 0; }
.mg-user-settings__fields dd { margin: var(--mg-space-1) 0 0; overflow-wrap: break-word; }
.mg-user-settings__label { font-weight: var(--mg-weight-medium); font-size: var(--mg-text-sm); color: var(--mg-theme-muted); }
.mg-user-settings__workspaces { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: var(--mg-space-2); }
.mg-user-settings__workspace { text-decoration: none; color: var(--mg-theme-primary); }
.mg-user-settings__workspace:hover { border-color: var(--mg-theme-primary); }
.mg-user-settings__preferences { display: flex; flex-direction: column; gap: var(--mg-space-4); }
.mg-api-key { display: flex; flex-direction: column; gap: var(--mg-space-3); }
.mg-api-key__row { display: flex; align-items: center; gap: var(--mg-space-2); flex-wrap: wrap; min-width: 0; }
.mg-api-key__value {
  padding: var(--mg-space-1) var(--mg-space-3); border-radius: var(--mg-radius-m); max-width: 100%; overflow-wrap: anywhere;
  background: var(--mg-theme-surface); border: 1px solid var(--mg-theme-border); letter-spacing: 0.05em;
}
@media (max-width: 480px) { .mg-user-settings__section { padding: var(--mg-space-4); } }
@media (pointer: coarse) { .mg-user-settings__workspace { min-height: var(--mg-touch-target); } }
`;
