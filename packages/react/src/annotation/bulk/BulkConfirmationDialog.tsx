import { useRef } from 'react';
import { useStoreSelector } from '../../hooks/useStoreSelector';
import { translateMessage, useT } from '../../hooks/useT';
import { Dialog } from '../../primitives/Dialog';
import { useAnnotationView } from '../view/AnnotationViewContext';

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
  const continueRef = useRef<HTMLButtonElement>(null);
  if (!confirmation) return null;
  const { confirm, cancelConfirmation } = store.bulk.getState();
  return (
    <Dialog
      title={translateMessage(t, confirmation)}
      titleAs="p"
      onCancel={cancelConfirmation}
      initialFocus={continueRef}
    >
      <div className="mg-modal__buttons">
        <button type="button" className="mg-button" onClick={cancelConfirmation}>
          {t('annotation.bulk.cancel')}
        </button>
        <button
          ref={continueRef}
          type="button"
          className="mg-button mg-button--primary"
          onClick={() => void confirm()}
        >
          {t('annotation.bulk.continue')}
        </button>
      </div>
    </Dialog>
  );
}
