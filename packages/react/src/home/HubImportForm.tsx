import { useEffect, useId, useRef } from 'react';
import type { HubDatasetClient } from '@marginalia/core';
import { hubTexts } from '../creation/hubTexts';
import { useT } from '../hooks/useT';
import { Icon } from '../styles/Icon';
import { HubImportHeader } from './HubImportHeader';
import { useHubImport } from './useHubImport';

export interface HubImportFormProps {
  expanded: boolean;
  onExpandedChange(expanded: boolean): void;
  /** A message to show under the input instead of the form's own ('cantLoadRepository'). */
  error?: string | null;
  /** The hub client; by default one reading the hub the server names. */
  hub?: HubDatasetClient;
  /** Called with the repository id and its preview path once the hub knows it; by default the preview opens. */
  onImport?(repoId: string, path: string): void;
}

/**
 * Import from the hub: a collapsed input that expands into a form with the repository id, a submit button
 * disabled while it is empty, and a close button. Submitting looks the repository up on the hub, then goes to
 * `/{repo id}` (the import preview, handed what was read), or says 'Dataset not found or available on Hugging
 * Face'.
 *
 * @example
 * <HubImportForm expanded={expanded} onExpandedChange={setExpanded} />
 */
export function HubImportForm({
  expanded,
  onExpandedChange,
  error: givenError,
  hub,
  onImport,
}: HubImportFormProps) {
  const t = useT(hubTexts);
  const { repoId, status, setRepoId, submit } = useHubImport(hub, onImport);
  const error = givenError ?? (status === 'notFound' ? t('creation.import.notFound') : null);
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  if (!expanded) {
    return (
      <button
        type="button"
        className="mg-button mg-hub-import__collapsed"
        onClick={() => onExpandedChange(true)}
      >
        <Icon name="plus" />
        {t('home.hubImport.open')}
      </button>
    );
  }

  return (
    <form
      className="mg-hub-import"
      onSubmit={(event) => void submit(event)}
      aria-label={t('home.hubImport.title')}
    >
      <HubImportHeader
        inputId={inputId}
        onClose={() => {
          setRepoId('');
          onExpandedChange(false);
        }}
        t={t}
      />
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
      {status === 'checking' && (
        <p className="mg-muted" role="status">
          {t('creation.import.checking')}
        </p>
      )}
      <button
        type="submit"
        className="mg-button mg-button--primary"
        disabled={repoId.trim() === '' || status === 'checking'}
      >
        {t('home.hubImport.submit')}
      </button>
    </form>
  );
}
