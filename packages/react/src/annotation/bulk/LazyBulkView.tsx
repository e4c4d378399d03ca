import { useT } from '../../hooks/useT';
import { useRequiredLazyModule } from '../../lazy/useLazyModule';
import type { BulkViewProps } from './BulkView';
import { bulkViewModule } from './bulkViewModule';

/** Bulk mode once its chunk has loaded; a loading status until then. */
export function LazyBulkView(props: BulkViewProps) {
  const t = useT();
  const BulkView = useRequiredLazyModule(bulkViewModule);
  if (!BulkView) {
    return (
      <p className="mg-status" role="status">
        {t('annotation.loading')}
      </p>
    );
  }
  return <BulkView {...props} />;
}
