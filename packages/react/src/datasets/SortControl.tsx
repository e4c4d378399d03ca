import { useId } from 'react';
import { DATASET_SORT_FIELDS, type DatasetSortField, type SortDirection } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { Icon } from '../styles/Icon';

export interface SortControlProps {
  sortBy: DatasetSortField;
  sortDirection: SortDirection;
  onSortByChange(sortBy: DatasetSortField): void;
  onToggleDirection(): void;
}

/**
 * The sort dropdown (name, last activity, creation date) and the ascending/descending toggle.
 *
 * @example
 * <SortControl sortBy="lastActivityAt" sortDirection="desc" onSortByChange={…} onToggleDirection={…} />
 */
export function SortControl({ sortBy, sortDirection, onSortByChange, onToggleDirection }: SortControlProps) {
  const t = useT();
  const selectId = useId();
  return (
    <div className="mg-sort">
      <label htmlFor={selectId} className="mg-sort__label">
        {t('datasets.sort.label')}
      </label>
      <select
        id={selectId}
        className="mg-input mg-sort__select"
        value={sortBy}
        onChange={(event) => onSortByChange(event.target.value as DatasetSortField)}
      >
        {DATASET_SORT_FIELDS.map((field) => (
          <option key={field} value={field}>
            {t(`datasets.sort.${field}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="mg-button mg-button--icon"
        aria-label={t(sortDirection === 'asc' ? 'datasets.sort.ascending' : 'datasets.sort.descending')}
        title={t(sortDirection === 'asc' ? 'datasets.sort.ascending' : 'datasets.sort.descending')}
        onClick={onToggleDirection}
      >
        <Icon name={sortDirection === 'asc' ? 'arrowUp' : 'arrowDown'} />
      </button>
    </div>
  );
}
