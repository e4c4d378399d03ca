import { useId } from 'react';
import { selectItemErrors, type DatasetSettingsStore, type VectorSettingsItem } from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { SettingsItemActions } from './SettingsItemActions';
import { SettingsTitleInput } from './SettingsTitleInput';
import { settingsTexts } from './settingsTexts';

/**
 * The vector tab: per vector setting its title, with its dimensions shown.
 *
 * @example
 * <VectorSettings store={session.store} />
 */
export function VectorSettings({ store }: { store: DatasetSettingsStore }) {
  const vectors = useStoreSelector(store, (s) => s.vector);
  return (
    <div className="mg-settings__panel">
      {vectors.map((vector) => (
        <VectorCard key={vector.id} store={store} item={vector} />
      ))}
    </div>
  );
}

function VectorCard({ store, item }: { store: DatasetSettingsStore; item: VectorSettingsItem }) {
  const t = useT(settingsTexts);
  const ids = { heading: useId() };
  const errors = selectItemErrors('vector', item);
  const { editVector } = store.getState();
  return (
    <section className="mg-card mg-settings__card" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>{item.original.title}</h3>
      <p className="mg-settings__facts">
        <span>{t('fields.name', { name: item.info.name })}</span>
        <span>{t('vector.dimensions', { dimensions: item.info.dimensions })}</span>
      </p>
      <SettingsTitleInput
        label={t('vector.title')}
        value={item.edit.title}
        error={errors.title ? translateMessage(t, errors.title) : null}
        onChange={(title) => editVector(item.id, { title })}
      />
      <SettingsItemActions store={store} section="vector" item={item} />
    </section>
  );
}
