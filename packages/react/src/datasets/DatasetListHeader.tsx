import { useId } from 'react';
import type { HomeFiltersState, WorkspaceOption } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { homeTexts } from '../home/homeTexts';
import { Icon } from '../styles/Icon';
import { SortControl } from './SortControl';
import { WorkspaceFilter } from './WorkspaceFilter';

export interface DatasetListHeaderProps {
  /** Id of the list's heading, which names the list's section. */
  headingId: string;
  /** The workspaces to filter by, with their numbers of datasets. */
  options: WorkspaceOption[];
  filters: Pick<HomeFiltersState, 'workspaces' | 'search' | 'sortBy' | 'sortDirection'>;
  /** The filters store's intents. */
  actions: HomeFiltersState;
}

/** The home list's header: its title, the workspace filter, the sort and the name search. */
export function DatasetListHeader({ headingId, options, filters, actions }: DatasetListHeaderProps) {
  const t = useT(homeTexts);
  const searchId = useId();
  return (
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
  );
}
