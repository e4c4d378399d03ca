import { useLazyModule } from '../lazy/useLazyModule';
import type { RecordHistoryProps } from './RecordHistory';
import { recordHistoryModule } from './recordHistoryModule';

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
