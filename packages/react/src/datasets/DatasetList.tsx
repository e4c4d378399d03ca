import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { createDatasetListStore, type Marginalia } from '@marginalia/core';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { useScopedStyles } from '../styles/useScopedStyles';
import { DatasetCard } from './DatasetCard';
import { datasetListCss } from './datasetListCss';
import { filterDatasets } from './filterDatasets';

export interface DatasetListProps {
  /** An sdk to use instead of the provider's. */
  sdk?: Marginalia;
}

const SKELETON_CARDS = 5;

/**
 * The home list: one card per dataset of the caller's workspaces, searchable by name.
 *
 * @example
 * <DatasetList />
 */
export function DatasetList({ sdk: explicitSdk }: DatasetListProps) {
  const t = useT();
  const sdk = useMarginalia(explicitSdk);
  const rootRef = useScopedStyles<HTMLElement>('mg-dataset-list', datasetListCss);
  const store = useMemo(() => createDatasetListStore({ client: sdk.client }), [sdk]);
  const status = useStoreSelector(store, (s) => s.status);
  const items = useStoreSelector(store, (s) => s.items);
  const error = useStoreSelector(store, (s) => s.error);
  const progress = useStoreSelector(store, (s) => s.progress);
  const [search, setSearch] = useState('');
  const searchId = useId();
  const headingId = useId();

  useEffect(() => {
    void store.getState().load();
  }, [store]);

  const loadProgress = useCallback((id: string) => void store.getState().loadProgress(id), [store]);
  const visible = useMemo(() => filterDatasets(items, search), [items, search]);

  return (
    <section ref={rootRef} className="mg-root mg-dataset-list" aria-labelledby={headingId}>
      <div className="mg-dataset-list__header">
        <h1 id={headingId} className="mg-dataset-list__title">
          {t('datasets.title')}
        </h1>
        <div className="mg-dataset-list__search">
          <label htmlFor={searchId} className="mg-visually-hidden">
            {t('datasets.searchLabel')}
          </label>
          <input
            id={searchId}
            className="mg-input"
            type="search"
            placeholder={t('datasets.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      {(status === 'idle' || status === 'loading') && (
        <ul className="mg-dataset-list__cards" aria-busy="true" aria-label={t('datasets.loading')}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className="mg-skeleton" />
          ))}
        </ul>
      )}
      {status === 'error' && error && (
        <p className="mg-alert" role="alert">
          {translateMessage(t, error)}
        </p>
      )}
      {status === 'ready' && items.length === 0 && (
        <p className="mg-status">{t('datasets.zeroDatasetsFound')}</p>
      )}
      {status === 'ready' && items.length > 0 && visible.length === 0 && (
        <p className="mg-status">{t('datasets.noSearchResults', { search: search.trim() })}</p>
      )}
      {status === 'ready' && visible.length > 0 && (
        <ul className="mg-dataset-list__cards">
          {visible.map((dataset) => (
            <DatasetCard
              key={dataset.id}
              dataset={dataset}
              progress={progress[dataset.id]}
              onVisible={loadProgress}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
