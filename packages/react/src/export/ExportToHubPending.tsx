import { hubTexts } from '../creation/hubTexts';
import { useT } from '../hooks/useT';
import { Icon } from '../styles/Icon';

/**
 * The export button, disabled, while the export cannot be used yet (its code or its session is still loading).
 *
 * @example
 * if (!session) return <ExportToHubPending />;
 */
export function ExportToHubPending() {
  const t = useT(hubTexts);
  return (
    <button type="button" className="mg-button" disabled>
      <Icon name="external" />
      {t('exportToHub.open')}
    </button>
  );
}
