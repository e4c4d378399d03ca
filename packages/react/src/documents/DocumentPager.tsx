import { useEffect, useState, type FormEvent } from 'react';
import type { DocumentViewerState } from '@marginalia/core';
import type { Translate } from '../hooks/useT';
import { DocumentToolButton } from './DocumentToolButton';

export interface DocumentPagerProps {
  page: number;
  pageCount: number;
  canPrevious: boolean;
  canNext: boolean;
  /** The viewer store's intents. */
  actions: DocumentViewerState;
  t: Translate;
}

/** The document viewer's pager: previous, the page number to type (sent on Enter or blur), the count, next. */
export function DocumentPager({ page, pageCount, canPrevious, canNext, actions, t }: DocumentPagerProps) {
  const [pageText, setPageText] = useState(String(page));
  useEffect(() => setPageText(String(page)), [page]);

  const submitPage = (event: FormEvent) => {
    event.preventDefault();
    const next = Number(pageText);
    if (Number.isFinite(next)) actions.goToPage(next);
    else setPageText(String(page));
  };

  return (
    <form className="mg-document__pager" onSubmit={submitPage}>
      <DocumentToolButton label={t('viewer.previousPage')} disabled={!canPrevious} onClick={actions.previousPage}>
        ‹
      </DocumentToolButton>
      <input
        className="mg-document__page-input"
        type="number"
        inputMode="numeric"
        min={1}
        max={pageCount || undefined}
        aria-label={t('viewer.pageInput')}
        value={pageText}
        onChange={(event) => setPageText(event.target.value)}
        onBlur={submitPage}
      />
      <span className="mg-document__page-count">/ {pageCount || '–'}</span>
      <DocumentToolButton label={t('viewer.nextPage')} disabled={!canNext} onClick={actions.nextPage}>
        ›
      </DocumentToolButton>
    </form>
  );
}
