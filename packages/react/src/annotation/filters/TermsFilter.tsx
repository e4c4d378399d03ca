import { useId, useState } from 'react';
import { matchingOptions, toggleTerm, type FilterOption } from '@marginalia/core';
import { useT } from '../../hooks/useT';

export interface TermsFilterProps {
  /** Names the list, e.g. the property or question title. */
  label: string;
  options: readonly FilterOption[];
  selected: readonly string[];
  onChange(selected: string[]): void;
  /** A box to narrow the list by text (the metadata terms filter has one). */
  searchable?: boolean;
}

/**
 * A checkbox list of terms, optionally with a search box that narrows the list (case-insensitive).
 *
 * @example
 * <TermsFilter label="Category" options={[{ value: 'books', label: 'books', count: 12 }]} selected={[]} onChange={set} searchable />
 */
export function TermsFilter({ label, options, selected, onChange, searchable = false }: TermsFilterProps) {
  const t = useT();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const shown = matchingOptions(options, query);
  const toggle = (value: string) => onChange(toggleTerm(selected, value));
  return (
    <div className="mg-terms">
      {searchable && (
        <>
          <label htmlFor={searchId} className="mg-visually-hidden">
            {t('annotation.filters.searchValues', { name: label })}
          </label>
          <input
            id={searchId}
            type="search"
            className="mg-input"
            placeholder={t('annotation.filters.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </>
      )}
      <fieldset className="mg-terms__list">
        <legend className="mg-visually-hidden">{label}</legend>
        {shown.map((option) => (
          <label key={option.value} className="mg-terms__option">
            <input type="checkbox" checked={selected.includes(option.value)} onChange={() => toggle(option.value)} />
            <span className="mg-terms__text">{option.label}</span>
            {option.count !== undefined && <span className="mg-muted mg-terms__count">{option.count}</span>}
          </label>
        ))}
        {shown.length === 0 && <p className="mg-muted">{t('annotation.filters.noValues')}</p>}
      </fieldset>
    </div>
  );
}
