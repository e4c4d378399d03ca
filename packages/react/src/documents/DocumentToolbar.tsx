import {
  selectCanGoNext,
  selectCanGoPrevious,
  selectCanZoomIn,
  selectCanZoomOut,
  selectZoomPercent,
  type DocumentViewerState,
  type DocumentViewerStore,
} from '@marginalia/core';
import { useEffect, useState, type FormEvent } from 'react';
import { shallowEqual, useStoreSelector } from '../hooks/useStoreSelector';
import { ToggleButton } from '../primitives/ToggleButton';
import type { Translate } from '../hooks/useT';
import { DocumentPager } from './DocumentPager';
import { DocumentZoom } from './DocumentZoom';

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
  const [noMatch, setNoMatch] = useState(false);
  useEffect(() => setNoMatch(false), [s.searchTerm]);

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
      <DocumentPager
        page={s.page}
        pageCount={s.pageCount}
        canPrevious={s.canPrevious}
        canNext={s.canNext}
        actions={actions}
        t={t}
      />
      <DocumentZoom percent={s.percent} canZoomIn={s.canZoomIn} canZoomOut={s.canZoomOut} actions={actions} t={t} />
      <form className="mg-document__search" role="search" onSubmit={(event) => void submitSearch(event)}>
        <input
          type="search"
          aria-label={t('viewer.search')}
          placeholder={t('viewer.searchPlaceholder')}
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
