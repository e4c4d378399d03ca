import type { ReactNode } from 'react';
import type { SettingsSection, SettingsTab } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { Tabs } from '../primitives/Tabs';
import { settingsTexts } from './settingsTexts';

export interface SettingsTabsProps {
  tabs: readonly SettingsTab[];
  selected: SettingsTab;
  /** The sections with unsaved changes, marked on their tab. */
  modified: readonly SettingsSection[];
  onSelect(tab: SettingsTab): void;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * The settings tabs (the `Tabs` primitive: arrow keys, Home and End move between tabs and select them) with the
 * selected tab's panel; a dot marks a tab with unsaved changes.
 *
 * @example
 * <SettingsTabs tabs={tabs} selected={tab} modified={['questions']} onSelect={selectTab}>{content}</SettingsTabs>
 */
export function SettingsTabs({ tabs, selected, modified, onSelect, children }: SettingsTabsProps) {
  const t = useT(settingsTexts);
  const items = tabs.map((tab) => ({
    value: tab,
    label: (
      <>
        {t(`tabs.${tab}`)}
        {(modified as readonly string[]).includes(tab) && (
          <>
            <span className="mg-settings__dot" aria-hidden="true" />
            <span className="mg-visually-hidden">({t('modified')})</span>
          </>
        )}
      </>
    ),
  }));
  return (
    <Tabs label={t('tabs.label')} tabs={items} value={selected} onChange={onSelect} focusablePanel>
      {children}
    </Tabs>
  );
}
