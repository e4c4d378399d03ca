import { useId, useState } from 'react';
import { selectCanDelete, type DatasetSettingsStore } from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { settingsTexts } from './settingsTexts';

export interface DangerZoneProps {
  store: DatasetSettingsStore;
  /** Called once the dataset is deleted (the page then goes home). */
  onDeleted(): void;
}

/**
 * The danger zone: deleting the dataset needs its exact name typed first.
 *
 * @example
 * <DangerZone store={session.store} onDeleted={() => navigation.navigate('/')} />
 */
export function DangerZone({ store, onDeleted }: DangerZoneProps) {
  const t = useT(settingsTexts);
  const [typed, setTyped] = useState('');
  const ids = { heading: useId(), input: useId(), warning: useId() };
  const name = useStoreSelector(store, (s) => s.dataset?.name ?? '');
  const deletion = useStoreSelector(store, (s) => s.deletion);
  const canDelete = useStoreSelector(store, (s) => selectCanDelete(s, typed));
  const remove = async () => {
    if (await store.getState().deleteDataset(typed)) onDeleted();
  };
  return (
    <section className="mg-card mg-settings__card mg-settings__danger" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>{t('danger.title')}</h3>
      <p id={ids.warning}>{t('danger.warning')}</p>
      <form
        className="mg-settings__row"
        onSubmit={(event) => {
          event.preventDefault();
          void remove();
        }}
      >
        <label className="mg-settings__label" htmlFor={ids.input}>
          {t('danger.typeName', { name })}
        </label>
        <input
          id={ids.input}
          className="mg-input"
          autoComplete="off"
          aria-describedby={ids.warning}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="mg-settings__actions">
          <button type="submit" className="mg-button mg-button--danger" disabled={!canDelete}>
            {deletion.status === 'deleting' ? t('danger.deleting') : t('danger.delete')}
          </button>
        </div>
        {deletion.error && (
          <p role="alert" className="mg-settings__error">
            {translateMessage(t, deletion.error)}
          </p>
        )}
      </form>
    </section>
  );
}
