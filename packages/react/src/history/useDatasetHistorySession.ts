import { useRef } from 'react';
import { createDatasetHistorySession, type DatasetHistorySession, type Marginalia } from '@marginalia/core';
import { useCoreSession } from '../hooks/useCoreSession';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { saveBrowserFile } from './saveBrowserFile';

/**
 * The dataset history session for the component's lifetime ({@link useCoreSession}); a CSV download is saved
 * through the page `root` is in.
 *
 * @example
 * const session = useDatasetHistorySession(datasetId, rootRef);
 */
export function useDatasetHistorySession(
  datasetId: string,
  root: { current: Element | null },
  explicit?: Marginalia,
): DatasetHistorySession {
  const sdk = useMarginalia(explicit);
  const rootRef = useRef(root);
  rootRef.current = root;
  return useCoreSession(
    () =>
      createDatasetHistorySession(sdk, datasetId, {
        saveFile: saveBrowserFile(() => rootRef.current.current),
      }),
    [sdk, datasetId],
  );
}
