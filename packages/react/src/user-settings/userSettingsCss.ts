export const userSettingsCss = `
.mg-user-settings { display: flex; flex-direction: column; gap: 1rem; max-width: 760px; }
.mg-user-settings__back { align-self: flex-start; padding-left: 0; }
.mg-user-settings__title { margin: 0; font-size: 1.5rem; }
.mg-user-settings__who { display: flex; align-items: center; gap: 0.75rem; margin-bottom: 1rem; }
.mg-user-settings__fields { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 1rem; margin: 0; }
.mg-user-settings__fields dd { margin: 0.2rem 0 0; overflow-wrap: anywhere; }
.mg-user-settings__label { font-weight: 600; font-size: 0.85rem; color: var(--mg-theme-muted); }
.mg-user-settings__workspaces { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.4rem; }
.mg-user-settings__workspace { text-decoration: none; color: var(--mg-theme-primary); }
.mg-user-settings__workspace:hover { border-color: var(--mg-theme-primary); }
.mg-user-settings__preferences { display: flex; flex-direction: column; gap: 1.25rem; }
.mg-api-key { display: flex; flex-direction: column; gap: 0.4rem; }
.mg-api-key__row { display: flex; align-items: center; gap: 0.6rem; flex-wrap: wrap; }
.mg-api-key__value {
  padding: 0.4rem 0.6rem; border-radius: var(--mg-theme-radius);
  background: var(--mg-theme-surface); border: 1px solid var(--mg-theme-border); letter-spacing: 0.05em;
}
`;
