import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { hubImportPath } from '@marginalia/core';
import { useNavigation } from '../provider/MarginaliaProvider';
import { useT } from '../hooks/useT';
import { Icon } from '../styles/Icon';

export interface HubImportFormProps {
  expanded: boolean;
  onExpandedChange(expanded: boolean): void;
  /** A failed import of the previous repository id ('cantLoadRepository'), shown under the input. */
  error?: string | null;
}

/**
 * Import from the hub: a collapsed input that expands into a form with the repository id, a submit button
 * disabled while it is empty, and a close button. Submitting goes to `/{repo id}` (the import preview).
 *
 * @example
 * <HubImportForm expanded={expanded} onExpandedChange={setExpanded} />
 */
export function HubImportForm({ expanded, onExpandedChange, error }: HubImportFormProps) {
  const t = useT();
  const navigation = useNavigation();
  const [repoId, setRepoId] = useState('');
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (repoId.trim() === '') return;
    navigation.navigate(hubImportPath(repoId));
  }

  if (!expanded) {
    return (
      <button type="button" className="mg-button mg-hub-import__collapsed" onClick={() => onExpandedChange(true)}>
        <Icon name="plus" />
        {t('home.hubImport.open')}
      </button>
    );
  }

  return (
    <form className="mg-hub-import" onSubmit={submit} aria-label={t('home.hubImport.title')}>
      <div className="mg-hub-import__header">
        <label htmlFor={inputId} className="mg-hub-import__label">
          {t('home.hubImport.repoId')}
        </label>
        <button
          type="button"
          className="mg-button mg-button--ghost mg-button--icon"
          aria-label={t('home.hubImport.close')}
          onClick={() => {
            setRepoId('');
            onExpandedChange(false);
          }}
        >
          <Icon name="close" />
        </button>
      </div>
      <input
        ref={inputRef}
        id={inputId}
        className="mg-input"
        value={repoId}
        placeholder={t('home.hubImport.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setRepoId(event.target.value)}
      />
      {error && (
        <p id={errorId} className="mg-hub-import__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="mg-button mg-button--primary" disabled={repoId.trim() === ''}>
        {t('home.hubImport.submit')}
      </button>
    </form>
  );
}
