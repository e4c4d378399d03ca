import { pythonLogRecordsSnippet } from '@marginalia/core';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard';
import { useSession } from '../hooks/useSession';
import { useT } from '../hooks/useT';
import { homeTexts } from './homeTexts';
import { Popover } from '../primitives/Popover';
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
  const t = useT(homeTexts);
  const apiKey = useSession((s) => s.user?.apiKey ?? null);
  const { copied, copy } = useCopyToClipboard();
  const code = pythonLogRecordsSnippet({ apiUrl, apiKey });

  return (
    <Popover
      className="mg-python-import"
      role="dialog"
      panelClassName="mg-python-import__dialog"
      label={
        <>
          <Icon name="plus" />
          {t('home.pythonImport.open')}
        </>
      }
    >
      {({ titleId }) => (
        <>
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
        </>
      )}
    </Popover>
  );
}
