import type { Message } from '@marginalia/core';
import { translateMessage, useT } from '../hooks/useT';
import { settingsTexts } from './settingsTexts';

/**
 * A settings card's facts under its heading: the item's name and its type by its shown name ('Multi-label',
 * not 'multi_label_selection').
 *
 * @example
 * <SettingsItemFacts name={question.info.name} type={questionTypeName(question.info.type)} />
 */
export function SettingsItemFacts({ name, type }: { name: string; type: Message }) {
  const t = useT(settingsTexts);
  return (
    <p className="mg-settings__facts">
      <span>{t('fields.name', { name })}</span>
      <span>{t('fields.type', { type: translateMessage(t, type) })}</span>
    </p>
  );
}
