import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { translateMessage, type Translate } from '../../hooks/useT';
import { Checkbox } from '../../primitives/Checkbox';
import { findInDocument } from './findInDocument';

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
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const query = { term, caseSensitive, regex };

  const findNext = () => {
    const found = findInDocument(editor.state.doc, query);
    if (!found.ok) return setStatus({ text: translateMessage(t, found.error), error: true });
    setStatus({ text: t('findReplace.found', { count: found.matches.length }), error: false });
    const after = editor.state.selection.to;
    const next = found.matches.find((match) => match.from >= after) ?? found.matches[0];
    if (next) editor.chain().setTextSelection({ from: next.from, to: next.to }).scrollIntoView().run();
  };

  const replaceAll = () => {
    const found = findInDocument(editor.state.doc, query, replacement);
    if (!found.ok) return setStatus({ text: translateMessage(t, found.error), error: true });
    const tr = editor.state.tr;
    // From the end, so earlier positions stay valid.
    for (const match of [...found.matches].reverse()) {
      if (match.text === '') tr.delete(match.from, match.to);
      else tr.insertText(match.text, match.from, match.to);
    }
    if (found.matches.length > 0) editor.view.dispatch(tr);
    setStatus({ text: t('findReplace.replaced', { count: found.matches.length }), error: false });
  };

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
