import { useState, type FormEvent } from 'react';
import { ALL_FIELDS, type Field } from '@marginalia/core';
import { useT } from '../../hooks/useT';
import { Select } from '../../primitives/Select';
import { Icon } from '../../styles/Icon';
import { useCriteria } from '../view/useCriteria';

export interface SearchBarProps {
  /** The dataset's fields; the field selector shows only with more than one. */
  fields: readonly Pick<Field, 'name' | 'title'>[];
}

/**
 * Full-text search of the records: Enter searches (the core trims the text and commits), the clear button
 * drops the search. With more than one field a selector narrows the search to one field; the form says when it
 * does (`data-narrowed`), so a phone, which folds the selector away while the search is not in use, keeps it in
 * view then.
 *
 * @example
 * <SearchBar fields={state.fields} />
 */
export function SearchBar({ fields }: SearchBarProps) {
  const t = useT();
  const [committed, criteria] = useCriteria((s) => s.committed.searchText);
  const [draft, setDraft] = useState(committed);
  const [seen, setSeen] = useState(committed);
  // Back/forward or a reset changed the committed search: show it.
  if (seen !== committed) {
    setSeen(committed);
    setDraft(committed);
  }

  const search = (text: string, field: string) => {
    criteria.getState().setSearchText({ text, field });
    criteria.getState().commit();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(draft.text, draft.field);
  };

  return (
    <form
      role="search"
      className="mg-search"
      data-narrowed={draft.field !== ALL_FIELDS || undefined}
      onSubmit={submit}
      aria-label={t('annotation.search.label')}
    >
      <Icon name="search" />
      <input
        type="search"
        className="mg-input mg-search__input"
        aria-label={t('annotation.search.label')}
        placeholder={t('annotation.search.placeholder')}
        value={draft.text}
        onChange={(event) => setDraft({ ...draft, text: event.target.value })}
      />
      {committed.text !== '' && (
        <button
          type="button"
          className="mg-button mg-button--ghost mg-button--icon"
          aria-label={t('annotation.search.clear')}
          onClick={() => search('', draft.field)}
        >
          <Icon name="close" />
        </button>
      )}
      {fields.length > 1 && (
        <Select
          label={t('annotation.search.field')}
          hideLabel
          className="mg-search__field"
          value={draft.field}
          options={[
            { value: ALL_FIELDS, label: t('annotation.search.allFields') },
            ...fields.map((field) => ({ value: field.name, label: field.title })),
          ]}
          onChange={(field) => {
            setDraft({ ...draft, field });
            if (committed.text !== '') search(draft.text, field);
          }}
        />
      )}
    </form>
  );
}
