import { useId } from 'react';
import {
  metadataTypeName,
  selectItemErrors,
  type DatasetSettingsStore,
  type MetadataSettingsItem,
  type WireMetadataMetrics,
} from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT, type Translate } from '../hooks/useT';
import { SettingsItemActions } from './SettingsItemActions';
import { SettingsItemFacts } from './SettingsItemFacts';
import { SettingsTitleInput } from './SettingsTitleInput';
import { settingsTexts } from './settingsTexts';
import { Checkbox } from '../primitives/Checkbox';

/**
 * The metadata tab: per property its title, whether annotators see it, and its metrics (the terms with their
 * counts, or the range of numbers).
 *
 * @example
 * <MetadataSettings store={session.store} />
 */
export function MetadataSettings({ store }: { store: DatasetSettingsStore }) {
  const properties = useStoreSelector(store, (s) => s.metadata);
  const metrics = useStoreSelector(store, (s) => s.metadataMetrics);
  return (
    <div className="mg-settings__panel">
      {properties.map((property) => (
        <MetadataCard
          key={property.id}
          store={store}
          item={property}
          metrics={metrics[property.id] ?? null}
        />
      ))}
    </div>
  );
}

function MetadataCard(props: {
  store: DatasetSettingsStore;
  item: MetadataSettingsItem;
  metrics: WireMetadataMetrics | null;
}) {
  const { store, item, metrics } = props;
  const t = useT(settingsTexts);
  const ids = { heading: useId() };
  const errors = selectItemErrors('metadata', item);
  const { editMetadata } = store.getState();
  return (
    <section className="mg-card mg-settings__card" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>{item.original.title}</h3>
      <SettingsItemFacts name={item.info.name} type={metadataTypeName(item.info.settings.type)} />
      <SettingsTitleInput
        label={t('metadata.title')}
        value={item.edit.title}
        error={errors.title ? translateMessage(t, errors.title) : null}
        onChange={(title) => editMetadata(item.id, { title })}
      />
      <Checkbox
        label={t('metadata.visible')}
        checked={item.edit.visibleForAnnotators}
        onChange={(visibleForAnnotators) => editMetadata(item.id, { visibleForAnnotators })}
      />
      <div className="mg-settings__row">
        <span className="mg-settings__label">{t('metadata.values')}</span>
        <MetricsView t={t} metrics={metrics} />
      </div>
      <SettingsItemActions store={store} section="metadata" item={item} />
    </section>
  );
}

function MetricsView({ t, metrics }: { t: Translate; metrics: WireMetadataMetrics | null }) {
  if (!metrics || (metrics.type === 'terms' && metrics.values.length === 0))
    return <p className="mg-muted">{t('metadata.noMetrics')}</p>;
  if (metrics.type === 'terms')
    return (
      <ul className="mg-settings__terms">
        {metrics.values.map((value) => (
          <li key={String(value.term)}>
            {t('metadata.term', { term: String(value.term), count: value.count })}
          </li>
        ))}
      </ul>
    );
  if (metrics.min === null || metrics.max === null)
    return <p className="mg-muted">{t('metadata.noMetrics')}</p>;
  return <p>{t('metadata.range', { min: metrics.min, max: metrics.max })}</p>;
}
