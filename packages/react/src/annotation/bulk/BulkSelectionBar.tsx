import { useEffect, useRef } from 'react';
import type { BulkAnnotationState } from '@marginalia/core';
import { shallowEqual, useStoreSelector } from '../../hooks/useStoreSelector';
import { useT } from '../../hooks/useT';
import { useAnnotationView } from '../view/AnnotationViewContext';

function pickSelection(s: BulkAnnotationState) {
  return {
    selected: s.selectedIds.length,
    isAllPageSelected: s.isAllPageSelected,
    canSelectAllResults: s.canSelectAllResults,
    affectsAllResults: s.affectsAllResults,
    affectedCount: s.affectedCount,
    isLoadingAllResults: s.isLoadingAllResults,
    selectPage: s.selectPage,
    clearSelection: s.clearSelection,
    selectAllResults: s.selectAllResults,
  };
}

/**
 * The selection of the bulk view: a checkbox selecting the whole page, the number selected, 'select all
 * results' (offered by the core when the whole page is selected, a filter is active and the total is over the
 * page size but at most 1000) and, once chosen, the notice that the next action affects every matching record.
 *
 * @example
 * <BulkSelectionBar total={state.total} />
 */
export function BulkSelectionBar({ total }: { total: number }) {
  const t = useT();
  const { store } = useAnnotationView();
  const s = useStoreSelector(store.bulk, pickSelection, shallowEqual);
  const checkboxRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (checkboxRef.current) checkboxRef.current.indeterminate = s.selected > 0 && !s.isAllPageSelected;
  }, [s.selected, s.isAllPageSelected]);

  return (
    <div className="mg-bulk-selection">
      <label className="mg-bulk-selection__all">
        <input
          ref={checkboxRef}
          type="checkbox"
          checked={s.isAllPageSelected}
          onChange={() => (s.isAllPageSelected ? s.clearSelection() : s.selectPage())}
        />
        {/* On a phone the words are left to screen readers: the box and the count beside it keep one row. */}
        <span className="mg-bulk-selection__all-text">{t('annotation.bulk.selectPage')}</span>
      </label>
      <span className="mg-muted" aria-live="polite">
        {t('annotation.bulk.selectedCount', { count: s.affectedCount })}
      </span>
      {s.canSelectAllResults && !s.affectsAllResults && (
        <button
          type="button"
          className="mg-button mg-button--ghost"
          disabled={s.isLoadingAllResults}
          onClick={() => void s.selectAllResults()}
        >
          {s.isLoadingAllResults ? t('annotation.bulk.loadingAllResults') : t('annotation.bulk.selectAllResults', { total })}
        </button>
      )}
      {s.affectsAllResults && (
        <p className="mg-bulk-selection__notice" role="status">
          {t('annotation.bulk.affectsAll', { count: s.affectedCount })}
          <button type="button" className="mg-button mg-button--ghost" onClick={s.clearSelection}>
            {t('annotation.bulk.clearSelection')}
          </button>
        </p>
      )}
    </div>
  );
}
