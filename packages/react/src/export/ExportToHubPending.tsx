import { useT } from '../hooks/useT';
import { Icon } from '../styles/Icon';

/**
 * The export button, disabled, while the export cannot be used yet (its code is still loading).
 *
 * @example
 * return ExportToHub ? <ExportToHub {...props} /> : <ExportToHubPending />;
 */
export function ExportToHubPending() {
  // Its label is a `ui` text, so the annotation page does not load the hub texts for it (issue #12's budget).
  const t = useT();
  return (
    <button type="button" className="mg-button" disabled>
      <Icon name="external" />
      {t('exportToHub.open')}
    </button>
  );
}
