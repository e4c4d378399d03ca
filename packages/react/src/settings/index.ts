export * from './DatasetSettings';
export * from './useDatasetSettingsSession';
export * from './settingsTexts';
export * from './SettingsNavigationGuard';
