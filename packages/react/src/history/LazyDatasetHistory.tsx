import { lazyModule } from '../lazy/lazyModule';
import { useLazyModule } from '../lazy/useLazyModule';
import type { DatasetHistoryProps } from './DatasetHistory';

// The settings page's history tab loads its code when it is opened.
const datasetHistoryModule = lazyModule(() => import('./DatasetHistory').then((m) => m.DatasetHistory));

/**
 * {@link DatasetHistory} with its code loaded on demand; nothing shows until it has loaded.
 *
 * @example
 * <LazyDatasetHistory datasetId={id} />
 */
export function LazyDatasetHistory(props: DatasetHistoryProps) {
  const DatasetHistory = useLazyModule(datasetHistoryModule);
  return DatasetHistory ? <DatasetHistory {...props} /> : null;
}
