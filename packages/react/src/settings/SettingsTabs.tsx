import { useRef, type KeyboardEvent } from 'react';
import type { SettingsSection, SettingsTab } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { settingsTexts } from './settingsTexts';

export interface SettingsTabsProps {
  /** Prefix of the tab and panel ids. */
  idPrefix: string;
  tabs: readonly SettingsTab[];
  selected: SettingsTab;
  /** The sections with unsaved changes, marked on their tab. */
  modified: readonly SettingsSection[];
  onSelect(tab: SettingsTab): void;
}

/** The id of a tab's button and of its panel. */
export const tabId = (prefix: string, tab: SettingsTab) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string, tab: SettingsTab) => `${prefix}-panel-${tab}`;

/**
 * The settings tabs as an ARIA tablist: arrow keys, Home and End move between tabs and select them; a dot marks
 * a tab with unsaved changes.
 *
 * @example
 * <SettingsTabs idPrefix={id} tabs={tabs} selected={tab} modified={['questions']} onSelect={selectTab} />
 */
export function SettingsTabs({ idPrefix, tabs, selected, modified, onSelect }: SettingsTabsProps) {
  const t = useT(settingsTexts);
  const listRef = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[tabs.indexOf(tab)]?.focus();
  };
  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={t('tabs.label')}
      className="mg-settings__tabs"
      onKeyDown={move}
    >
      {tabs.map((tab) => {
        const isModified = (modified as readonly string[]).includes(tab);
        return (
          <button
            key={tab}
            id={tabId(idPrefix, tab)}
            type="button"
            role="tab"
            className="mg-settings__tab"
            aria-selected={tab === selected}
            aria-controls={panelId(idPrefix, tab)}
            tabIndex={tab === selected ? 0 : -1}
            onClick={() => onSelect(tab)}
          >
            {t(`tabs.${tab}`)}
            {isModified && (
              <>
                <span className="mg-settings__dot" aria-hidden="true" />
                <span className="mg-visually-hidden">({t('modified')})</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
