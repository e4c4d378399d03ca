import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  applyDatasetListFilters,
  createDatasetListStore,
  createHomeFiltersStore,
  workspaceOptions,
  type DatasetListState,
  type HomeFiltersState,
  type Marginalia,
} from '@marginalia/core';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { shallowEqual, useStoreSelector, type ReadableStore } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { homeTexts } from '../home/homeTexts';
import { useScopedStyles } from '../styles/useScopedStyles';
import { DatasetCardGrid } from './DatasetCardGrid';
import { DatasetListHeader } from './DatasetListHeader';
import { datasetListCss } from './datasetListCss';

export interface DatasetListProps {
  /** An sdk to use instead of the provider's. */
  sdk?: Marginalia;
  /** The filters (shared with the Home breadcrumb and the URL); a private store when omitted. */
  filters?: ReadableStore<HomeFiltersState>;
  /** The list store, when the host wants to reuse it. */
  store?: ReadableStore<DatasetListState>;
  /** Shown under the 'zeroDatasetsFound' text (the import card of administrators). */
  emptyExtra?: ReactNode;
}

/** The 5 badges of the loading skeleton (spec 2 §9). */
export const SKELETON_CARDS = 5;
export { CARD_HEIGHT } from './DatasetCardGrid';

/**
 * The home list: a header with the workspace filter, the sort and the name search, then one card per dataset,
 * virtualised so that 10,000 datasets render only the cards near the viewport.
 *
 * @example
 * <DatasetList filters={filters} emptyExtra={isAdmin ? <ImportCard /> : null} />
 */
export function DatasetList({ sdk: explicitSdk, filters: explicitFilters, store: explicitStore, emptyExtra }: DatasetListProps) {
  const t = useT(homeTexts);
  const sdk = useMarginalia(explicitSdk);
  const rootRef = useScopedStyles<HTMLElement>('mg-dataset-list', datasetListCss);
  const [ownStore] = useState(() => (explicitStore ? null : createDatasetListStore({ client: sdk.client })));
  const [ownFilters] = useState(() => (explicitFilters ? null : createHomeFiltersStore()));
  const store = (explicitStore ?? ownStore)!;
  const filtersStore = (explicitFilters ?? ownFilters)!;
  const status = useStoreSelector(store, (s) => s.status);
  const items = useStoreSelector(store, (s) => s.items);
  const workspaces = useStoreSelector(store, (s) => s.workspaces);
  const error = useStoreSelector(store, (s) => s.error);
  const overviews = useStoreSelector(store, (s) => s.overviews);
  const filters = useStoreSelector(
    filtersStore,
    (s) => ({ workspaces: s.workspaces, search: s.search, sortBy: s.sortBy, sortDirection: s.sortDirection }),
    shallowEqual,
  );
  const headingId = useId();

  useEffect(() => {
    if (store.getState().status === 'idle') void store.getState().load();
  }, [store]);

  const loadOverview = useCallback((id: string) => void store.getState().loadOverview(id), [store]);
  const visible = useMemo(() => applyDatasetListFilters(items, filters), [items, filters]);
  const options = useMemo(() => workspaceOptions(workspaces, items), [workspaces, items]);
  const actions = filtersStore.getState();

  return (
    <section ref={rootRef} className="mg-root mg-dataset-list" part="dataset-list" aria-labelledby={headingId}>
      <DatasetListHeader headingId={headingId} options={options} filters={filters} actions={actions} />
      {(status === 'idle' || status === 'loading') && (
        <ul className="mg-dataset-list__skeleton" aria-busy="true" aria-label={t('datasets.loading')}>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index} className="mg-skeleton mg-dataset-list__skeleton-badge" />
          ))}
        </ul>
      )}
      {status === 'error' && error && (
        <p className="mg-alert" role="alert">
          {translateMessage(t, error)}
        </p>
      )}
      {status === 'ready' && items.length === 0 && (
        <div className="mg-dataset-list__empty">
          <p className="mg-status">{t('datasets.zeroDatasetsFound')}</p>
          {emptyExtra}
        </div>
      )}
      {status === 'ready' && items.length > 0 && visible.length === 0 && (
        <p className="mg-status" role="status">
          {t('datasets.noResults')}
        </p>
      )}
      {status === 'ready' && visible.length > 0 && (
        <DatasetCardGrid datasets={visible} overviews={overviews} onCardVisible={loadOverview} />
      )}
    </section>
  );
}
