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
import { useVirtualGrid } from '../hooks/useVirtualGrid';
import { Icon } from '../styles/Icon';
import { useScopedStyles } from '../styles/useScopedStyles';
import { DatasetCard } from './DatasetCard';
import { datasetListCss } from './datasetListCss';
import { SortControl } from './SortControl';
import { WorkspaceFilter } from './WorkspaceFilter';

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
/** Card geometry of the virtual grid, in px. */
export const CARD_HEIGHT = 200;
const CARD_MIN_WIDTH = 280;
const CARD_GAP = 16;

/**
 * The home list: a header with the workspace filter, the sort and the name search, then one card per dataset,
 * virtualised so that 10,000 datasets render only the cards near the viewport.
 *
 * @example
 * <DatasetList filters={filters} emptyExtra={isAdmin ? <ImportCard /> : null} />
 */
export function DatasetList({ sdk: explicitSdk, filters: explicitFilters, store: explicitStore, emptyExtra }: DatasetListProps) {
  const t = useT();
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
  const progress = useStoreSelector(store, (s) => s.progress);
  const filters = useStoreSelector(
    filtersStore,
    (s) => ({ workspaces: s.workspaces, search: s.search, sortBy: s.sortBy, sortDirection: s.sortDirection }),
    shallowEqual,
  );
  const searchId = useId();
  const headingId = useId();

  useEffect(() => {
    if (store.getState().status === 'idle') void store.getState().load();
  }, [store]);

  const loadProgress = useCallback((id: string) => void store.getState().loadProgress(id), [store]);
  const visible = useMemo(() => applyDatasetListFilters(items, filters), [items, filters]);
  const options = useMemo(() => workspaceOptions(workspaces, items), [workspaces, items]);
  const grid = useVirtualGrid({
    count: visible.length,
    rowHeight: CARD_HEIGHT,
    minColumnWidth: CARD_MIN_WIDTH,
    gap: CARD_GAP,
  });
  const actions = filtersStore.getState();

  return (
    <section ref={rootRef} className="mg-root mg-dataset-list" part="dataset-list" aria-labelledby={headingId}>
      <div className="mg-dataset-list__header">
        <h1 id={headingId} className="mg-dataset-list__title">
          {t('datasets.title')}
        </h1>
        <div className="mg-dataset-list__controls">
          <WorkspaceFilter options={options} selected={filters.workspaces} onChange={actions.setWorkspaces} />
          <SortControl
            sortBy={filters.sortBy}
            sortDirection={filters.sortDirection}
            onSortByChange={(sortBy) => actions.setSort(sortBy)}
            onToggleDirection={actions.toggleSortDirection}
          />
          <div className="mg-dataset-list__search">
            <label htmlFor={searchId} className="mg-visually-hidden">
              {t('datasets.searchLabel')}
            </label>
            <Icon name="search" />
            <input
              id={searchId}
              className="mg-input"
              type="search"
              placeholder={t('datasets.searchPlaceholder')}
              value={filters.search}
              onChange={(event) => actions.setSearch(event.target.value)}
            />
          </div>
        </div>
      </div>
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
        <ul
          ref={grid.ref}
          className="mg-dataset-list__cards"
          aria-label={t('datasets.listLabel', { datasets: visible.length })}
          style={{
            gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))`,
            gridAutoRows: `${CARD_HEIGHT}px`,
            gap: `${CARD_GAP}px`,
            paddingTop: grid.paddingTop,
            paddingBottom: grid.paddingBottom,
          }}
        >
          {visible.slice(grid.start, grid.end).map((dataset, index) => (
            <DatasetCard
              key={dataset.id}
              dataset={dataset}
              progress={progress[dataset.id]}
              onVisible={loadProgress}
              position={grid.start + index + 1}
              setSize={visible.length}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
