import { useEffect, useId, useRef } from 'react';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { translateMessage, useT } from '../../hooks/useT';
import { useAnnotationView } from '../layout/AnnotationViewContext';

/**
 * The confirmation the core asks for before a bulk action over more than 100 records: a modal dialog with the
 * number of records and the action; Continue runs it, Cancel or Escape drops it. Focus starts on Continue and
 * stays inside the dialog.
 *
 * @example
 * <BulkConfirmationDialog />
 */
export function BulkConfirmationDialog() {
  const t = useT();
  const { store } = useAnnotationView();
  const confirmation = useStoreSelector(store.bulk, (s) => s.pendingConfirmation);
  const titleId = useId();
  const continueRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirmation) continueRef.current?.focus();
  }, [confirmation]);
  if (!confirmation) return null;
  const { confirm, cancelConfirmation } = store.bulk.getState();
  return (
    <div className="mg-modal-backdrop">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="mg-modal"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            cancelConfirmation();
          }
          // Two buttons: Tab and Shift+Tab go from one to the other.
          if (event.key === 'Tab') {
            event.preventDefault();
            const active = (event.currentTarget.getRootNode() as Document | ShadowRoot).activeElement;
            (active === continueRef.current ? cancelRef : continueRef).current?.focus();
          }
        }}
      >
        <p id={titleId} className="mg-modal__message">
          {translateMessage(t, confirmation)}
        </p>
        <div className="mg-modal__buttons">
          <button ref={cancelRef} type="button" className="mg-button" onClick={cancelConfirmation}>
            {t('annotation.bulk.cancel')}
          </button>
          <button ref={continueRef} type="button" className="mg-button mg-button--primary" onClick={() => void confirm()}>
            {t('annotation.bulk.continue')}
          </button>
        </div>
      </div>
    </div>
  );
}
