export { DatasetSettings } from './DatasetSettings';
export type { DatasetSettingsProps } from './DatasetSettings';
export { useDatasetSettingsSession } from './useDatasetSettingsSession';
export { settingsTexts } from './settingsTexts';
export { SettingsNavigationGuard } from './SettingsNavigationGuard';
export type { SettingsNavigationGuardProps } from './SettingsNavigationGuard';
