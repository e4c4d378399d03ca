import { isAdminOrOwner } from '@marginalia/core';
import { absoluteUrl, annotationPath, datasetSettingsPath } from '../../datasets/datasetPaths';
import { CopyLinkButton } from '../../datasets/CopyLinkButton';
import { useCopyToClipboard } from '../../hooks/useCopyToClipboard';
import { useSession } from '../../hooks/useSession';
import { useT } from '../../hooks/useT';
import { useNavigation } from '../../provider/MarginaliaProvider';
import { Popover } from '../../primitives/Popover';
import { Icon } from '../../styles/Icon';
import { useScopedStyles } from '../../styles/useScopedStyles';
import { LazyExportToHub } from '../../export/LazyExportToHub';
import { importDataSnippet } from './importDataSnippet';

export interface DatasetHeaderActionsProps {
  datasetId: string;
  datasetName: string;
  workspaceName: string | null;
  /** The server's origin for the Python snippet (defaults to the page's). */
  apiUrl?: string;
}

const css = `
.mg-dataset-actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--mg-space-1); position: relative; }
.mg-dataset-actions__snippet { right: 0; width: min(36rem, 90vw); }
.mg-dataset-actions__snippet pre {
  margin: 0; padding: 0.75rem; overflow: auto; font-size: var(--mg-text-xs); border-radius: var(--mg-theme-radius);
  background: var(--mg-theme-surface); color: var(--mg-theme-fg);
}
.mg-dataset-actions__snippet h2 { margin: 0; font-size: var(--mg-text-md); }
`;

/**
 * The annotation header's dataset actions: settings and copy link for everyone; for administrators and owners
 * also the import-data snippet (Python code logging records into this dataset) and the export to the hub.
 *
 * @example
 * <AppHeader breadcrumbs={crumbs} actions={<DatasetHeaderActions datasetId={id} datasetName={name} workspaceName={ws} />} />
 */
export function DatasetHeaderActions({
  datasetId,
  datasetName,
  workspaceName,
  apiUrl = globalThis.location?.origin ?? '',
}: DatasetHeaderActionsProps) {
  const t = useT();
  const navigation = useNavigation();
  const user = useSession((s) => s.user);
  const apiKey = useSession((s) => s.user?.apiKey ?? null);
  const rootRef = useScopedStyles<HTMLDivElement>('mg-dataset-actions', css);
  const admin = user !== null && isAdminOrOwner(user);
  return (
    <div ref={rootRef} className="mg-dataset-actions">
      <button
        type="button"
        className="mg-button mg-button--ghost mg-button--icon"
        aria-label={t('annotation.header.settings', { name: datasetName })}
        title={t('annotation.header.settings', { name: datasetName })}
        onClick={() => navigation.navigate(datasetSettingsPath(datasetId))}
      >
        <Icon name="settings" />
      </button>
      <CopyLinkButton
        url={absoluteUrl(navigation.href(annotationPath(datasetId)))}
        label={t('annotation.header.copyLink', { name: datasetName })}
      />
      {admin && (
        <>
          <ImportSnippetButton code={importDataSnippet({ apiUrl, apiKey, datasetName, workspaceName })} />
          <LazyExportToHub datasetId={datasetId} />
        </>
      )}
    </div>
  );
}

function ImportSnippetButton({ code }: { code: string }) {
  const t = useT();
  const { copied, copy } = useCopyToClipboard();
  return (
    <Popover
      className="mg-dataset-actions__import"
      buttonClassName="mg-button mg-button--quiet"
      role="dialog"
      panelClassName="mg-dataset-actions__snippet"
      label={
        <>
          <Icon name="plus" />
          {t('annotation.header.importData')}
        </>
      }
    >
      {({ titleId }) => (
        <>
          <h2 id={titleId}>{t('annotation.header.importTitle')}</h2>
          <pre tabIndex={0} aria-label={t('annotation.header.importCode')}>
            <code>{code}</code>
          </pre>
          <button type="button" className="mg-button" onClick={() => void copy(code)}>
            <Icon name={copied ? 'check' : 'copy'} />
            {copied ? t('common.copied') : t('common.copy')}
          </button>
        </>
      )}
    </Popover>
  );
}
