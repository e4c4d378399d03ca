import { useEffect, useRef, useState } from 'react';
import {
  createDatasetSettingsSession,
  type DatasetSettingsAdapters,
  type DatasetSettingsSession,
} from '@marginalia/core';
import { useMarginalia } from '../provider/MarginaliaProvider';

/**
 * The settings session of a dataset for the component's lifetime: created and loaded on mount (and when the
 * dataset changes), disposed on unmount. Null until the first effect ran.
 *
 * @example
 * const session = useDatasetSettingsSession(datasetId, { tabUrl });
 */
export function useDatasetSettingsSession(
  datasetId: string,
  adapters: DatasetSettingsAdapters = {},
): DatasetSettingsSession | null {
  const sdk = useMarginalia();
  // The adapters are read once per session; a host re-rendering with a new object does not reload.
  const adaptersRef = useRef(adapters);
  adaptersRef.current = adapters;
  const [session, setSession] = useState<DatasetSettingsSession | null>(null);
  useEffect(() => {
    const created = createDatasetSettingsSession(sdk, datasetId, adaptersRef.current);
    setSession(created);
    void created.store.getState().load();
    return () => created.dispose();
  }, [sdk, datasetId]);
  return session;
}
