import { useEffect, useState } from 'react';
import {
  createDatasetCreationSession,
  type DatasetCreationState,
  type HubDatasetClient,
} from '@marginalia/core';
import type { ReadableStore } from '../hooks/useStoreSelector';
import { useMarginalia, useMarginaliaContext } from '../provider/MarginaliaProvider';
import { useHubDatasetClient } from './useHubDatasetClient';

/**
 * The creation store of one hub repository for the component's lifetime, loaded on mount (from the draft the
 * import form handed over, if any) and made anew when the repository changes; its session is disposed on
 * unmount, so no import is followed after it.
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
  const make = () => ({
    repoId,
    disposed: false,
    session: createDatasetCreationSession({ repoId, hub: client, client: sdk.client, drafts: hubDrafts }),
  });
  const [current, setCurrent] = useState(make);
  const active = current.repoId === repoId ? current : null;
  useEffect(() => {
    // A session disposed by an unmount that did not last (React's strict mode) is made anew.
    if (!active || active.disposed) {
      setCurrent(make());
      return undefined;
    }
    void active.session.store.getState().load();
    return () => {
      active.disposed = true;
      active.session.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once per repository
  }, [active]);
  return (active ?? current).session.store;
}
