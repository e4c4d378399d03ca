import {
  browserEnvironment,
  createExportToHubSession,
  type ExportToHubSession,
  type HubDatasetClient,
  type KeyValueStorage,
} from '@marginalia/core';
import { useHubDatasetClient } from '../creation/useHubDatasetClient';
import { useCoreSession } from '../hooks/useCoreSession';
import { useNotify } from '../notifications/useNotifications';
import { useMarginalia } from '../provider/MarginaliaProvider';

/**
 * The export session of one dataset while the component is mounted ({@link useCoreSession}): there from the
 * first render, disposed, polling stopped, on unmount or when the dataset changes.
 *
 * @example
 * const session = useExportToHubSession(datasetId);
 */
export function useExportToHubSession(
  datasetId: string,
  { storage, hub }: { storage?: KeyValueStorage; hub?: HubDatasetClient } = {},
): ExportToHubSession {
  const sdk = useMarginalia();
  const notify = useNotify();
  const hubClient = useHubDatasetClient(hub);
  return useCoreSession(
    () =>
      createExportToHubSession(sdk.client, {
        datasetId,
        // The browser's storage when there is one, so a reload still follows a running export.
        storage: storage ?? browserEnvironment(globalThis.window).storage,
        notify,
        openUrl: (url) => void globalThis.open?.(url, '_blank', 'noopener'),
        hubUrls: hubClient.getUrls,
      }),
    [sdk, datasetId, storage, notify, hubClient],
  );
}
