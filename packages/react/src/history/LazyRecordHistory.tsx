import { lazyModule } from '../lazy/lazyModule';
import { useLazyModule } from '../lazy/useLazyModule';
import type { RecordHistoryProps } from './RecordHistory';

// The history panel is below the fold of the annotation page: its code and texts load after the first paint.
const recordHistoryModule = lazyModule(() => import('./RecordHistory').then((m) => m.RecordHistory));

/**
 * {@link RecordHistory} with its code loaded on demand; nothing shows until it has loaded.
 *
 * @example
 * <LazyRecordHistory recordId={record.id} revision={revision} />
 */
export function LazyRecordHistory(props: RecordHistoryProps) {
  const RecordHistory = useLazyModule(recordHistoryModule);
  return RecordHistory ? <RecordHistory {...props} /> : null;
}
