import { useId, type ReactNode } from 'react';
import { locksAnswers, selectCanClear, type AnnotationState } from '@marginalia/core';
import { shallowEqual, useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { useOptionalAnnotationView, type AnnotationViewContextValue } from './view/AnnotationViewContext';
import { SavedIndicator } from './SavedIndicator';

export interface AnnotationActionsProps {
  canSubmit: boolean;
  pendingAction: AnnotationState['pendingAction'];
  recordStatus: string | undefined;
  /** Kept for callers outside the view; inside it the core's `draftSaveStatus` and `savedAgo` are shown. */
  lastSavedAt: number | null;
  onDiscard(): void;
  onSaveDraft(): void;
}

/**
 * Clear, Discard, Save as draft and Submit with the draft indicator. Submit is the surrounding form's submit
 * button and stays disabled (with the tooltip 'To submit complete required responses') until the required
 * answers are complete. Inside `<AnnotationView>` in bulk mode the buttons act on the selected records and are
 * disabled, with the reason, while none is selected; Clear and the draft indicator belong to focus mode.
 */
export function AnnotationActions(props: AnnotationActionsProps) {
  const view = useOptionalAnnotationView();
  return view ? <ViewActions {...props} view={view} /> : <ActionButtons {...props} />;
}

function ViewActions({ view, ...props }: AnnotationActionsProps & { view: AnnotationViewContextValue }) {
  const state = useStoreSelector(view.store, pickActionState, shallowEqual);
  const bulk = useStoreSelector(view.store.bulk, (s) => s.disabledReason);
  const t = useT();
  if (state.mode === 'bulk') {
    return <ActionButtons {...props} blockedReason={bulk ? translateMessage(t, bulk) : null} />;
  }
  return (
    <ActionButtons
      {...props}
      indicator={<SavedIndicator status={state.draftSaveStatus} savedAgo={state.savedAgo} />}
      onClear={state.canClear ? state.clear : undefined}
      titles={{
        submit: view.shortcuts.label('submit'),
        discard: view.shortcuts.label('discard'),
        draft: view.shortcuts.label('saveDraft'),
      }}
    />
  );
}

function pickActionState(s: AnnotationState) {
  return {
    mode: s.mode,
    draftSaveStatus: s.draftSaveStatus,
    savedAgo: s.savedAgo,
    canClear: selectCanClear(s),
    clear: s.clear,
  };
}

interface ActionButtonsProps extends AnnotationActionsProps {
  indicator?: ReactNode;
  onClear?: () => void | Promise<void>;
  /** Why every action is blocked (bulk mode without a selection). */
  blockedReason?: string | null;
  /** Shortcut hints shown as tooltips. */
  titles?: { submit: string; discard: string; draft: string };
}

function ActionButtons({
  canSubmit,
  pendingAction,
  onDiscard,
  onSaveDraft,
  indicator,
  onClear,
  blockedReason = null,
  titles,
}: ActionButtonsProps) {
  const t = useT();
  const hintId = useId();
  // A draft save (usually the autosave) never blocks Submit or Discard: the core waits for it, so a click
  // that lands while it runs is not lost.
  const busy = locksAnswers(pendingAction);
  const blocked = blockedReason !== null;
  const submitHint = blocked ? blockedReason : canSubmit ? null : t('annotation.completeRequiredResponses');
  return (
    <div className="mg-actions" aria-busy={busy || undefined}>
      {indicator}
      <div className="mg-actions__buttons">
        {onClear && (
          <button type="button" className="mg-button mg-button--ghost" disabled={pendingAction !== null} onClick={() => void onClear()}>
            {t('annotation.clear')}
          </button>
        )}
        <span className="mg-actions__button" title={blockedReason ?? titles?.discard}>
          <button type="button" className="mg-button mg-button--danger" disabled={busy || blocked} onClick={onDiscard}>
            {t('annotation.discard')}
          </button>
        </span>
        <span className="mg-actions__button" title={blockedReason ?? titles?.draft}>
          <button
            type="button"
            className="mg-button"
            disabled={pendingAction !== null || blocked}
            onClick={onSaveDraft}
          >
            {t('annotation.saveDraft')}
          </button>
        </span>
        {/* Disabled buttons get no pointer events, so the tooltip sits on a wrapper. */}
        <span className="mg-actions__submit" title={submitHint ?? titles?.submit}>
          <button
            type="submit"
            className="mg-button mg-button--primary"
            disabled={!canSubmit || busy || blocked}
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
