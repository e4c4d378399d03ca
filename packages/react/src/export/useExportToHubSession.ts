import { useEffect, useState } from 'react';
import {
  browserEnvironment,
  createExportToHubSession,
  type ExportToHubSession,
  type HubDatasetClient,
  type KeyValueStorage,
} from '@marginalia/core';
import { useHubDatasetClient } from '../creation/useHubDatasetClient';
import { useNotify } from '../notifications/useNotifications';
import { useMarginalia } from '../provider/MarginaliaProvider';

/**
 * The export session of one dataset while the component is mounted (null until it exists): made in an effect
 * and disposed, polling stopped, on unmount or when the dataset changes.
 *
 * @example
 * const session = useExportToHubSession(datasetId);
 */
export function useExportToHubSession(
  datasetId: string,
  { storage, hub }: { storage?: KeyValueStorage; hub?: HubDatasetClient } = {},
): ExportToHubSession | null {
  const sdk = useMarginalia();
  const notify = useNotify();
  const hubClient = useHubDatasetClient(hub);
  const [session, setSession] = useState<ExportToHubSession | null>(null);
  useEffect(() => {
    const created = createExportToHubSession(sdk.client, {
      datasetId,
      // The browser's storage when there is one, so a reload still follows a running export.
      storage: storage ?? browserEnvironment(globalThis.window).storage,
      notify,
      openUrl: (url) => void globalThis.open?.(url, '_blank', 'noopener'),
      hubUrls: hubClient.getUrls,
    });
    setSession(created);
    return () => {
      created.dispose();
      setSession(null);
    };
  }, [sdk, datasetId, storage, notify, hubClient]);
  return session;
}
