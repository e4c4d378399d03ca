import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { translateMessage, type Translate } from '../../hooks/useT';
import { findInDocument } from './findInDocument';

/** A find & replace query of the rich-text table editor. */
export interface FindReplaceQuery {
  term: string;
  caseSensitive: boolean;
  regex: boolean;
}

/**
 * The actions of find & replace over an editor's document: 'Find next' selects the next match after the
 * selection (or the first), 'Replace all' replaces every match in one undoable step. Each says what it found,
 * or why the query is refused, in `status`.
 */
export function useFindReplace(editor: Editor, t: Translate, query: FindReplaceQuery, replacement: string) {
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);

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

  return { status, findNext, replaceAll };
}
