import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import type { Translate } from '../../hooks/useT';
import { Checkbox } from '../../primitives/Checkbox';
import { useFindReplace } from './useFindReplace';

export interface FindReplaceBarProps {
  editor: Editor;
  t: Translate;
  onClose(): void;
}

/**
 * Find & replace of the rich-text table editor (spec 2 §4): a non-empty term, case-sensitive on request, read as
 * a regular expression on request. 'Find next' selects the next match; 'Replace all' replaces every one in one
 * undoable step.
 */
export function FindReplaceBar({ editor, t, onClose }: FindReplaceBarProps) {
  const [term, setTerm] = useState('');
  const [replacement, setReplacement] = useState('');
  const [caseSensitive, setCaseSensitive] = useState(false);
  const [regex, setRegex] = useState(false);
  const { status, findNext, replaceAll } = useFindReplace(editor, t, { term, caseSensitive, regex }, replacement);

  return (
    <div
      role="search"
      aria-label={t('findReplace.title')}
      className="mg-rich-table__find"
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') onClose();
        if (event.key === 'Enter') {
          event.preventDefault();
          findNext();
        }
      }}
    >
      <label>
        <span>{t('findReplace.find')}</span>
        <input
          className="mg-input"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          autoFocus
        />
      </label>
      <label>
        <span>{t('findReplace.replace')}</span>
        <input
          className="mg-input"
          value={replacement}
          onChange={(event) => setReplacement(event.target.value)}
        />
      </label>
      <Checkbox
        className="mg-choice mg-rich-table__option"
        label={t('findReplace.caseSensitive')}
        checked={caseSensitive}
        onChange={setCaseSensitive}
      />
      <Checkbox
        className="mg-choice mg-rich-table__option"
        label={t('findReplace.regex')}
        checked={regex}
        onChange={setRegex}
      />
      <button type="button" className="mg-button" onClick={findNext}>
        {t('findReplace.next')}
      </button>
      <button type="button" className="mg-button" onClick={replaceAll} disabled={!editor.isEditable}>
        {t('findReplace.replaceAll')}
      </button>
      <button type="button" className="mg-button mg-button--ghost" onClick={onClose}>
        {t('findReplace.close')}
      </button>
      <p role={status?.error ? 'alert' : 'status'} className={status?.error ? 'mg-field-error' : 'mg-muted'}>
        {status?.text ?? ''}
      </p>
    </div>
  );
}
