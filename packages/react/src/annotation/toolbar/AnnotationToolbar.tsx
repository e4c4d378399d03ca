import type { Field } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { CommentFilterSelect } from '../comments/CommentFilterSelect';
import { FiltersButton } from '../filters/FiltersButton';
import { SortSelector } from '../filters/SortSelector';
import { ResetButton } from './ResetButton';
import { ReviewStatusFilter } from './ReviewStatusFilter';
import { SearchBar } from './SearchBar';
import { StatusFilter } from './StatusFilter';

export interface AnnotationToolbarProps {
  fields: readonly Pick<Field, 'name' | 'title'>[];
}

/**
 * The dataset filters above the records: search bar, status filter, Filters (metadata, responses, suggestions),
 * the comments filter, sort selector and reset.
 *
 * @example
 * <AnnotationToolbar fields={state.fields} />
 */
export function AnnotationToolbar({ fields }: AnnotationToolbarProps) {
  const t = useT();
  return (
    <div className="mg-toolbar" part="toolbar" role="toolbar" aria-label={t('annotation.toolbar')}>
      <SearchBar fields={fields} />
      <div className="mg-toolbar__group">
        <StatusFilter />
        <ReviewStatusFilter />
        <FiltersButton />
        <CommentFilterSelect />
        <SortSelector />
        <ResetButton />
      </div>
    </div>
  );
}
