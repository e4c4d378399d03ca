import type { CreationValidationKey, DatasetCreationState } from '@marginalia/core';
import { translateMessage, type Translate } from '../hooks/useT';

export interface CreateDatasetMessagesProps {
  /** The first validation message's key, if any (only that one shows). */
  firstError: CreationValidationKey | null;
  dialog: DatasetCreationState['dialog'];
  t: Translate;
}

/** The create dialog's messages: the first validation message, a failed creation, and 'creating'. */
export function CreateDatasetMessages({ firstError, dialog, t }: CreateDatasetMessagesProps) {
  return (
    <>
      {firstError && (
        <p className="mg-creation__error" role="alert">
          {t(firstError)}
        </p>
      )}
      {dialog.error && (
        <p className="mg-creation__error" role="alert">
          {t('creation.createFailed', { reason: translateMessage(t, dialog.error) })}
        </p>
      )}
      {dialog.creating && (
        <p className="mg-muted" role="status">
          {t('creation.creating')}
        </p>
      )}
    </>
  );
}
