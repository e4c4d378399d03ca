/**
 * The sections whose edits are tracked, in the order the unsaved-change guard looks for changes (spec 2 §4);
 * `reviewers` is Marginalia's own (issue #28).
 */
export const SETTINGS_SECTIONS = ['general', 'fields', 'questions', 'metadata', 'vector', 'reviewers'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/**
 * The tabs of the settings page for administrators and owners (spec 2 §2); `history` (issue #29) reads the
 * dataset's changes and edits nothing, so it is no section.
 */
export const SETTINGS_TABS = [...SETTINGS_SECTIONS, 'history', 'danger-zone'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The first tab, shown when the URL names none or one the dataset does not have. */
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'general';

/**
 * The tabs a dataset has: metadata only with metadata properties, vector only with vector settings, reviewers
 * and history only where the server has them (an Argilla server does not: its reviewers could not be read).
 *
 * @example
 * availableSettingsTabs({ metadataCount: 0, vectorCount: 1, reviewers: true });
 * // general, fields, questions, vector, reviewers, history, danger-zone
 */
export function availableSettingsTabs(counts: {
  metadataCount: number;
  vectorCount: number;
  reviewers?: boolean;
}): SettingsTab[] {
  return SETTINGS_TABS.filter(
    (tab) =>
      (tab !== 'metadata' || counts.metadataCount > 0) &&
      (tab !== 'vector' || counts.vectorCount > 0) &&
      ((tab !== 'reviewers' && tab !== 'history') || counts.reviewers === true),
  );
}

/**
 * The tab named by the `tab` query parameter, when the dataset has it; otherwise the default.
 *
 * @example
 * settingsTabFromParam('questions', tabs); // 'questions'
 * settingsTabFromParam('nope', tabs); // 'general'
 */
export function settingsTabFromParam(value: string | null, available: readonly SettingsTab[]): SettingsTab {
  const tab = available.find((candidate) => candidate === value);
  return tab ?? DEFAULT_SETTINGS_TAB;
}
