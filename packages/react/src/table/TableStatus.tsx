import type { ReferenceTableSession } from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, type Translate } from '../hooks/useT';

export interface TableStatusProps {
  session: ReferenceTableSession;
  t: Translate;
  /** The message of an intent the model refused (e.g. deleting an index column). */
  refused: string | null;
}

/**
 * The table's messages: 'Failed to load table: {reason}', 'Failed to update data: {reason}', a schema that
 * could not be fetched, a refused edit (alerts), and what 'Check data' found (a status).
 */
export function TableStatus({ session, t, refused }: TableStatusProps) {
  const loadError = useStoreSelector(session.table, (s) => s.loadError);
  const updateError = useStoreSelector(session.table, (s) => s.updateError);
  const schemaError = useStoreSelector(session.table, (s) => s.schemaError);
  const lastCheck = useStoreSelector(session.table, (s) => s.lastCheck);
  const errorsHidden = useStoreSelector(session.table, (s) => s.errorsHidden);
  const alerts = [loadError, updateError, schemaError].filter((message) => message !== null);
  return (
    <>
      {alerts.map((message) => (
        <p key={message.key} role="alert" className="mg-field-error">
          {translateMessage(t, message)}
        </p>
      ))}
      {refused && (
        <p role="alert" className="mg-field-error">
          {refused}
        </p>
      )}
      <p role="status" className="mg-reference-table__check-result">
        {lastCheck && !errorsHidden
          ? lastCheck.count > 0
            ? t('check.foundErrors', { count: lastCheck.count })
            : t('check.passed')
          : ''}
      </p>
    </>
  );
}
