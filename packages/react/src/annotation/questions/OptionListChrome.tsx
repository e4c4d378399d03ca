import { useId, type ReactNode } from 'react';
import { useT } from '../../hooks/useT';
import type { useOptionFilter } from './useOptionFilter';

export interface OptionListChromeProps {
  filter: ReturnType<typeof useOptionFilter>;
  questionTitle: string;
  children: ReactNode;
}

/** The search box above and the show-more / show-less toggle below a list of label options. */
export function OptionListChrome({ filter, questionTitle, children }: OptionListChromeProps) {
  const t = useT();
  const searchId = useId();
  return (
    <>
      {filter.searchable && (
        <div className="mg-options__search">
          <label htmlFor={searchId} className="mg-visually-hidden">
            {t('annotation.searchOptions', { question: questionTitle })}
          </label>
          <input
            id={searchId}
            className="mg-input"
            type="search"
            placeholder={t('annotation.searchOptionsPlaceholder')}
            value={filter.search}
            onChange={(event) => filter.setSearch(event.target.value)}
            // Enter in the search box must not submit the annotation form.
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          />
        </div>
      )}
      {children}
      {filter.hiddenCount > 0 && (
        <button type="button" className="mg-button mg-options__more" onClick={filter.expand}>
          {t('annotation.showMoreOptions', { count: filter.hiddenCount })}
        </button>
      )}
      {filter.canCollapse && (
        <button type="button" className="mg-button mg-options__more" onClick={filter.collapse}>
          {t('annotation.showLessOptions')}
        </button>
      )}
    </>
  );
}
