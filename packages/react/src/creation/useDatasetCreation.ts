import {
  createDatasetCreationSession,
  type DatasetCreationState,
  type HubDatasetClient,
} from '@marginalia/core';
import { useCoreSession } from '../hooks/useCoreSession';
import type { ReadableStore } from '../hooks/useStoreSelector';
import { useMarginalia, useMarginaliaContext } from '../provider/MarginaliaProvider';
import { useHubDatasetClient } from './useHubDatasetClient';

/**
 * The creation store of one hub repository for the component's lifetime ({@link useCoreSession}), loaded on
 * mount by its start (from the draft the import form handed over, if any) and made anew when the repository changes; its
 * session is disposed on unmount, so no import is followed after it.
 *
 * @example
 * const store = useDatasetCreation('stanfordnlp/imdb');
 */
export function useDatasetCreation(
  repoId: string,
  hub?: HubDatasetClient,
): ReadableStore<DatasetCreationState> {
  const sdk = useMarginalia();
  const { hubDrafts } = useMarginaliaContext();
  const client = useHubDatasetClient(hub);
  const session = useCoreSession(
    () => createDatasetCreationSession({ repoId, hub: client, client: sdk.client, drafts: hubDrafts }),
    // Made once per repository: a hub client passed anew on a render does not restart the preview.
    [repoId],
  );
  return session.store;
}
