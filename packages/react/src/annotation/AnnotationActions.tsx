import { useId } from 'react';
import { useT } from '../hooks/useT';
import type { AnnotationState } from '@marginalia/core';
import { SavedIndicator } from './SavedIndicator';

export interface AnnotationActionsProps {
  canSubmit: boolean;
  pendingAction: AnnotationState['pendingAction'];
  recordStatus: string | undefined;
  lastSavedAt: number | null;
  onDiscard(): void;
  onSaveDraft(): void;
}

/**
 * Discard, Save as draft and Submit. Submit is the surrounding form's submit button and stays disabled
 * (with the tooltip 'To submit complete required responses') until the required answers are complete.
 */
export function AnnotationActions({
  canSubmit,
  pendingAction,
  recordStatus,
  lastSavedAt,
  onDiscard,
  onSaveDraft,
}: AnnotationActionsProps) {
  const t = useT();
  const hintId = useId();
  // A draft save (usually the autosave) never blocks Submit or Discard: the core waits for it, so a click
  // that lands while it runs is not lost.
  const busy = pendingAction !== null && pendingAction !== 'draft';
  return (
    <div className="mg-actions" aria-busy={busy || undefined}>
      <SavedIndicator
        saving={pendingAction === 'draft'}
        lastSavedAt={recordStatus === 'draft' ? lastSavedAt : null}
      />
      <div className="mg-actions__buttons">
        <button type="button" className="mg-button mg-button--danger" disabled={busy} onClick={onDiscard}>
          {t('annotation.discard')}
        </button>
        <button type="button" className="mg-button" disabled={pendingAction !== null} onClick={onSaveDraft}>
          {t('annotation.saveDraft')}
        </button>
        {/* Disabled buttons get no pointer events, so the tooltip sits on a wrapper. */}
        <span
          className="mg-actions__submit"
          title={canSubmit ? undefined : t('annotation.completeRequiredResponses')}
        >
          <button
            type="submit"
            className="mg-button mg-button--primary"
            disabled={!canSubmit || busy}
            aria-describedby={canSubmit ? undefined : hintId}
          >
            {t('annotation.submit')}
          </button>
        </span>
        {!canSubmit && (
          <span id={hintId} className="mg-visually-hidden">
            {t('annotation.completeRequiredResponses')}
          </span>
        )}
      </div>
    </div>
  );
}
