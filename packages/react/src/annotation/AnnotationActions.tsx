import { useId } from 'react';
import { selectRecordActions, type AnnotationState } from '@marginalia/core';
import { shallowEqual, useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { SavedIndicator } from './SavedIndicator';
import { useAnnotationView } from './view/AnnotationViewContext';
import { useRecordForm } from './view/useRecordForm';

const pickSaved = (s: AnnotationState) => ({ draftSaveStatus: s.draftSaveStatus, savedAgo: s.savedAgo });

/**
 * Clear, Discard, Save as draft and Submit with the draft indicator, inside `<AnnotationView>`; what each may do
 * is the core's `selectRecordActions`. Submit is the surrounding form's submit button and stays disabled (with
 * the tooltip 'To submit complete required responses') until the required answers are complete. In bulk mode
 * the buttons act on the selected records and are disabled, with the reason, while none is selected; Clear, the
 * draft indicator and the shortcut hints belong to focus mode.
 */
export function AnnotationActions() {
  const t = useT();
  const hintId = useId();
  const { shortcuts } = useAnnotationView();
  const [view, store] = useRecordForm(selectRecordActions);
  const saved = useStoreSelector(store, pickSaved, shallowEqual);
  const blockedReason = view.blockedReason && translateMessage(t, view.blockedReason);
  const titles = view.isBulk
    ? null
    : {
        submit: shortcuts.label('submit'),
        discard: shortcuts.label('discard'),
        draft: shortcuts.label('saveDraft'),
      };
  const submitHint = blockedReason ?? (view.incomplete ? t('annotation.completeRequiredResponses') : null);
  return (
    // A draft save (usually the autosave) never blocks Submit or Discard: the core waits for it, so a click
    // that lands while it runs is not lost.
    <div className="mg-actions" aria-busy={view.busy || undefined}>
      {!view.isBulk && <SavedIndicator status={saved.draftSaveStatus} savedAgo={saved.savedAgo} />}
      <div className="mg-actions__buttons">
        {view.offersClear && (
          <button
            type="button"
            className="mg-button mg-button--ghost"
            disabled={!view.canClear}
            onClick={() => void store.getState().clear()}
          >
            {t('annotation.clear')}
          </button>
        )}
        <span className="mg-actions__button" title={blockedReason ?? titles?.discard}>
          <button
            type="button"
            className="mg-button mg-button--quiet mg-button--danger"
            disabled={!view.canDiscard}
            onClick={() => void store.getState().discard()}
          >
            {t('annotation.discard')}
          </button>
        </span>
        <span className="mg-actions__button" title={blockedReason ?? titles?.draft}>
          <button
            type="button"
            className="mg-button mg-button--quiet"
            disabled={!view.canSaveDraft}
            onClick={() => void store.getState().saveDraft()}
          >
            {t('annotation.saveDraft')}
          </button>
        </span>
        {/* Disabled buttons get no pointer events, so the tooltip sits on a wrapper. */}
        <span className="mg-actions__submit" title={submitHint ?? titles?.submit}>
          <button
            type="submit"
            className="mg-button mg-button--primary"
            disabled={!view.canSubmit}
            aria-describedby={submitHint ? hintId : undefined}
          >
            {t('annotation.submit')}
          </button>
        </span>
        {submitHint && (
          <span id={hintId} className="mg-visually-hidden">
            {submitHint}
          </span>
        )}
      </div>
    </div>
  );
}
