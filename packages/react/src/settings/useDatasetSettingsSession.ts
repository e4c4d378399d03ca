import { useRef } from 'react';
import {
  createDatasetSettingsSession,
  type DatasetSettingsAdapters,
  type DatasetSettingsSession,
} from '@marginalia/core';
import { useCoreSession } from '../hooks/useCoreSession';
import { useMarginalia } from '../provider/MarginaliaProvider';

/**
 * The settings session of a dataset for the component's lifetime ({@link useCoreSession}): there from the first
 * render, loaded on mount by its start (and when the dataset changes), disposed on unmount.
 *
 * @example
 * const session = useDatasetSettingsSession(datasetId, { tabUrl });
 */
export function useDatasetSettingsSession(
  datasetId: string,
  adapters: DatasetSettingsAdapters = {},
): DatasetSettingsSession {
  const sdk = useMarginalia();
  // The adapters are read once per session; a host re-rendering with a new object does not reload.
  const adaptersRef = useRef(adapters);
  adaptersRef.current = adapters;
  return useCoreSession(
    () => createDatasetSettingsSession(sdk, datasetId, adaptersRef.current),
    [sdk, datasetId],
  );
}
