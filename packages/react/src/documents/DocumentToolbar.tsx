import {
  selectCanGoNext,
  selectCanGoPrevious,
  selectCanZoomIn,
  selectCanZoomOut,
  selectZoomPercent,
  VIEWER_SCALE,
  type DocumentViewerState,
  type DocumentViewerStore,
} from '@marginalia/core';
import { useEffect, useState, type FormEvent } from 'react';
import { shallowEqual, useStoreSelector } from '../hooks/useStoreSelector';
import { ToggleButton } from '../primitives/ToggleButton';
import type { Translate } from '../hooks/useT';

export interface DocumentToolbarProps {
  viewer: DocumentViewerStore;
  /** Goes to the next page holding the search words; resolves whether one was found. */
  onNextMatch(): Promise<boolean>;
  t: Translate;
}

const pick = (s: DocumentViewerState) => ({
  page: s.page,
  pageCount: s.pageCount,
  searchTerm: s.searchTerm,
  outlineOpen: s.outlineOpen,
  canNext: selectCanGoNext(s),
  canPrevious: selectCanGoPrevious(s),
  canZoomIn: selectCanZoomIn(s),
  canZoomOut: selectCanZoomOut(s),
  percent: selectZoomPercent(s),
});

/**
 * The viewer's controls: outline toggle, previous / page number / next, zoom out / reset / in, and search with
 * "next match".
 *
 * @example
 * <DocumentToolbar viewer={session.viewer} onNextMatch={findNext} t={t} />
 */
export function DocumentToolbar({ viewer, onNextMatch, t }: DocumentToolbarProps) {
  const s = useStoreSelector(viewer, pick, shallowEqual);
  const actions = viewer.getState();
  const [pageText, setPageText] = useState(String(s.page));
  const [noMatch, setNoMatch] = useState(false);
  useEffect(() => setPageText(String(s.page)), [s.page]);
  useEffect(() => setNoMatch(false), [s.searchTerm]);

  const submitPage = (event: FormEvent) => {
    event.preventDefault();
    const page = Number(pageText);
    if (Number.isFinite(page)) actions.goToPage(page);
    else setPageText(String(s.page));
  };
  const submitSearch = async (event: FormEvent) => {
    event.preventDefault();
    setNoMatch(!(await onNextMatch()));
  };

  return (
    <div className="mg-button mg-button--ghost mg-document__toolbar" role="toolbar" aria-label={t('viewer.label')}>
      <ToggleButton
        className="mg-button mg-button--ghost mg-document__tool"
        pressed={s.outlineOpen}
        onPressedChange={() => actions.toggleOutline()}
      >
        {s.outlineOpen ? t('outline.hide') : t('outline.show')}
      </ToggleButton>
      <form className="mg-document__pager" onSubmit={submitPage}>
        <button type="button" className="mg-button mg-button--ghost mg-document__tool" aria-label={t('viewer.previousPage')} disabled={!s.canPrevious} onClick={actions.previousPage}>
          ‹
        </button>
        <input
          className="mg-document__page-input"
          type="number"
          inputMode="numeric"
          min={1}
          max={s.pageCount || undefined}
          aria-label={t('viewer.pageInput')}
          value={pageText}
          onChange={(event) => setPageText(event.target.value)}
          onBlur={submitPage}
        />
        <span className="mg-document__page-count">/ {s.pageCount || '–'}</span>
        <button type="button" className="mg-button mg-button--ghost mg-document__tool" aria-label={t('viewer.nextPage')} disabled={!s.canNext} onClick={actions.nextPage}>
          ›
        </button>
      </form>
      <div className="mg-document__zoom">
        <button type="button" className="mg-button mg-button--ghost mg-document__tool" aria-label={t('viewer.zoomOut')} disabled={!s.canZoomOut} onClick={actions.zoomOut}>
          −
        </button>
        <button
          type="button"
          className="mg-button mg-button--ghost mg-document__tool mg-document__zoom-value"
          // The visible percentage starts the name, so speech input can say what it sees (WCAG 2.5.3).
          aria-label={`${t('viewer.zoom', { percent: s.percent })}, ${t('viewer.resetZoom', { percent: Math.round(VIEWER_SCALE.default * 100) })}`}
          onClick={actions.resetZoom}
        >
          {t('viewer.zoom', { percent: s.percent })}
        </button>
        <button type="button" className="mg-button mg-button--ghost mg-document__tool" aria-label={t('viewer.zoomIn')} disabled={!s.canZoomIn} onClick={actions.zoomIn}>
          +
        </button>
      </div>
      <form className="mg-document__search" role="search" onSubmit={(event) => void submitSearch(event)}>
        <input
          type="search"
          aria-label={t('viewer.search')}
          placeholder={t('viewer.search')}
          value={s.searchTerm}
          onChange={(event) => actions.setSearchTerm(event.target.value)}
        />
        <button type="submit" className="mg-button mg-button--ghost mg-document__tool" disabled={s.searchTerm.trim() === ''}>
          {t('viewer.nextMatch')}
        </button>
      </form>
      {noMatch && (
        <p className="mg-document__no-match" role="status">
          {t('viewer.noMatch', { term: s.searchTerm })}
        </p>
      )}
    </div>
  );
}
