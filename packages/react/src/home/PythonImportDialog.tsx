import { useCallback, useId, useRef, useState } from 'react';
import { pythonLogRecordsSnippet } from '@marginalia/core';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard';
import { useDismiss } from '../hooks/useDismiss';
import { useSession } from '../hooks/useSession';
import { useT } from '../hooks/useT';
import { Icon } from '../styles/Icon';

export interface PythonImportDialogProps {
  /** The server's origin for the SDK (defaults to the page's). */
  apiUrl?: string;
}

/**
 * Import from Python: a plus button toggling a dialog with the SDK code that logs records to this server.
 * A click outside or Escape closes it.
 *
 * @example
 * <PythonImportDialog />
 */
export function PythonImportDialog({ apiUrl = globalThis.location?.origin ?? '' }: PythonImportDialogProps) {
  const t = useT();
  const apiKey = useSession((s) => s.user?.apiKey ?? null);
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(rootRef, open, close);
  const { copied, copy } = useCopyToClipboard();
  const code = pythonLogRecordsSnippet({ apiUrl, apiKey });

  return (
    <div ref={rootRef} className="mg-python-import">
      <button
        type="button"
        className="mg-button"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="plus" />
        {t('home.pythonImport.open')}
      </button>
      {open && (
        <div id={dialogId} role="dialog" aria-labelledby={titleId} className="mg-popover mg-python-import__dialog">
          <h3 id={titleId} className="mg-python-import__title">
            {t('home.pythonImport.title')}
          </h3>
          <p className="mg-muted">{t('home.pythonImport.description')}</p>
          <div className="mg-code" role="region" tabIndex={0} aria-label={t('home.pythonImport.codeLabel')}>
            <pre>
              <code>{code}</code>
            </pre>
          </div>
          <button type="button" className="mg-button" onClick={() => void copy(code)}>
            <Icon name={copied ? 'check' : 'copy'} />
            {copied ? t('common.copied') : t('home.pythonImport.copy')}
          </button>
        </div>
      )}
    </div>
  );
}
