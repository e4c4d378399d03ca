import { useId, useState } from 'react';
import type { Field } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { Icon } from '../../styles/Icon';
import { GuidelinesButton } from '../panels/GuidelinesButton';
import { FiltersButton } from '../filters/FiltersButton';
import { SortSelector } from '../filters/SortSelector';
import { ResetButton } from './ResetButton';
import { SearchBar } from './SearchBar';
import { StatusFilter } from './StatusFilter';

export interface AnnotationToolbarProps {
  fields: readonly Pick<Field, 'name' | 'title'>[];
}

/**
 * The dataset filters above the records: search bar, status filter, Filters (review status, comments, metadata,
 * responses, suggestions: the spec's toolbar, with the filters this product adds inside the Filters panel rather
 * than beside it), sort selector and reset, and the Guidelines button. On a narrow screen (≤ 640 px) it is one
 * row: the search, a toggle that shows the filters below it, and the guidelines (both as icons, named for screen
 * readers).
 *
 * @example
 * <AnnotationToolbar fields={state.fields} />
 */
export function AnnotationToolbar({ fields }: AnnotationToolbarProps) {
  const t = useT();
  const groupId = useId();
  const [filtersShown, setFiltersShown] = useState(false);
  return (
    <div className="mg-toolbar" part="toolbar" role="toolbar" aria-label={t('annotation.toolbar')}>
      <SearchBar fields={fields} />
      {/* Shown only on a narrow screen, where the filters fold away (toolbarCss). */}
      <button
        type="button"
        className="mg-button mg-button--quiet mg-toolbar__more"
        title={t('annotation.toolbarMore')}
        aria-expanded={filtersShown}
        aria-controls={groupId}
        onClick={() => setFiltersShown((shown) => !shown)}
      >
        <Icon name="settings" />
        <span className="mg-toolbar__more-text">{t('annotation.toolbarMore')}</span>
      </button>
      <div id={groupId} className="mg-toolbar__group" data-shown={filtersShown || undefined}>
        <StatusFilter />
        <FiltersButton />
        <SortSelector />
        <ResetButton />
      </div>
      <GuidelinesButton />
    </div>
  );
}
