import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { isTextInputTarget, type QuestionOption } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { useDigitKeys } from './useDigitKeys';
import type { OptionFilter } from './useOptionFilter';

export interface OptionListChromeProps {
  filter: OptionFilter;
  questionTitle: string;
  /** Called with the option a digit key picks (the n-th option shown). */
  onPick(option: QuestionOption): void;
  children: ReactNode;
}

function isLetterKey(event: KeyboardEvent): boolean {
  return event.key.length === 1 && /\p{L}/u.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * Frames a list of label options: the search box above, "+N more" / "Show less" below, and the keys of a
 * focused question: a digit picks the option with that number, a letter starts a search.
 */
export function OptionListChrome({ filter, questionTitle, onPick, children }: OptionListChromeProps) {
  const t = useT();
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement | null>(null);
  const digits = useDigitKeys((number) => {
    const option = filter.shown[number - 1];
    if (option) onPick(option);
  });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (digits.onKeyDown(event, filter.shown.length).digit) return;
    if (filter.searchable && isLetterKey(event) && !isTextInputTarget(event.target)) {
      event.preventDefault();
      filter.setSearch(event.key);
      searchRef.current?.focus();
    }
  }

  return (
    <div
      className={`mg-options${filter.animated ? ' mg-options--animated' : ''}`}
      data-animated={filter.animated}
      onKeyDown={onKeyDown}
    >
      {filter.searchable && (
        <div className="mg-options__search">
          <label htmlFor={searchId} className="mg-visually-hidden">
            {t('annotation.searchOptions', { question: questionTitle })}
          </label>
          <input
            ref={searchRef}
            id={searchId}
            className="mg-input"
            type="search"
            placeholder={t('annotation.searchOptionsPlaceholder')}
            value={filter.search}
            onChange={(event) => filter.setSearch(event.target.value)}
            onKeyDown={(event) => {
              // Enter in the search box must not submit the annotation form; Escape clears it.
              if (event.key === 'Enter') event.preventDefault();
              if (event.key === 'Escape' && filter.search !== '') {
                event.preventDefault();
                filter.setSearch('');
              }
            }}
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
    </div>
  );
}
