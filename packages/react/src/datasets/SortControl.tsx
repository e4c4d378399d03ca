import { DATASET_SORT_FIELDS, type DatasetSortField, type SortDirection } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { homeTexts } from '../home/homeTexts';
import { Select } from '../primitives/Select';
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
  const t = useT(homeTexts);
  return (
    <div className="mg-sort">
      <Select
        label={t('datasets.sort.label')}
        labelClassName="mg-sort__label"
        className="mg-sort__select"
        value={sortBy}
        options={DATASET_SORT_FIELDS.map((field) => ({ value: field, label: t(`datasets.sort.${field}`) }))}
        onChange={onSortByChange}
      />
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
