import { useEffect, useState } from 'react';
import {
  createDatasetCreationStore,
  type DatasetCreationState,
  type HubDatasetClient,
} from '@marginalia/core';
import type { ReadableStore } from '../hooks/useStoreSelector';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { useHubDatasetClient } from './useHubDatasetClient';

/**
 * The creation store of one hub repository for the component's lifetime, loaded on mount and made anew when
 * the repository changes.
 *
 * @example
 * const store = useDatasetCreation('stanfordnlp/imdb');
 */
export function useDatasetCreation(
  repoId: string,
  hub?: HubDatasetClient,
): ReadableStore<DatasetCreationState> {
  const sdk = useMarginalia();
  const client = useHubDatasetClient(hub);
  const make = () => ({
    repoId,
    store: createDatasetCreationStore({ repoId, hub: client, client: sdk.client }),
  });
  const [current, setCurrent] = useState(make);
  const active = current.repoId === repoId ? current : null;
  useEffect(() => {
    if (!active) setCurrent(make());
    else void active.store.getState().load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once per repository
  }, [active]);
  return (active ?? current).store;
}
