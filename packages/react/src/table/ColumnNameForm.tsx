import { useEffect, useRef, useState } from 'react';
import { selectColumnNameWarning, type ReferenceTableSession } from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, type Translate } from '../hooks/useT';

export interface ColumnNameFormProps {
  session: ReferenceTableSession;
  /** The column being renamed, or null for a new column. */
  renaming: string | null;
  t: Translate;
  onDone(error?: string): void;
}

/**
 * The name input of 'Add column' and 'Rename column'. The model checks each keystroke and shows the
 * duplicate-name message 500 ms after typing stops; Enter saves, Escape cancels.
 */
export function ColumnNameForm({ session, renaming, t, onDone }: ColumnNameFormProps) {
  const [name, setName] = useState(renaming ?? '');
  const input = useRef<HTMLInputElement>(null);
  const warning = useStoreSelector(session.table, selectColumnNameWarning);
  useEffect(() => {
    input.current?.focus();
    return () => session.table.getState().closeColumnName();
  }, [session]);

  const submit = () => {
    const table = session.table.getState();
    const outcome =
      renaming === null ? table.addColumn(name.trim() || undefined) : session.renameColumn(renaming, name);
    onDone(outcome.ok ? undefined : translateMessage(t, outcome.error));
  };

  return (
    // Not a <form>: the table often sits inside the annotation form, and forms do not nest.
    <div role="group" aria-label={t('grid.columnName')} className="mg-reference-table__name-form">
      <label>
        <span>{t('grid.columnName')}</span>
        <input
          ref={input}
          className="mg-input"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            session.table.getState().typeColumnName(event.target.value, renaming ?? undefined);
          }}
          onKeyDown={(event) => {
            event.stopPropagation();
            if (event.key === 'Escape') onDone();
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            }
          }}
        />
      </label>
      <button type="button" className="mg-button mg-button--primary" onClick={submit}>
        {t('grid.save')}
      </button>
      <button type="button" className="mg-button" onClick={() => onDone()}>
        {t('grid.cancel')}
      </button>
      {warning && (
        <p className="mg-field-error" role="alert">
          {translateMessage(t, warning)}
        </p>
      )}
    </div>
  );
}
