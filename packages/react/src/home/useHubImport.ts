import { useState, type FormEvent } from 'react';
import { createHubImportStore, type HubDatasetClient } from '@marginalia/core';
import { useHubDatasetClient } from '../creation/useHubDatasetClient';
import { useMarginaliaContext, useNavigation } from '../provider/MarginaliaProvider';
import { useStoreSelector } from '../hooks/useStoreSelector';

/**
 * The hub import store of the home's form: the repository id and the check's status, and a submit that looks the
 * repository up and then hands its preview path to `onImport` (or opens it).
 */
export function useHubImport(hub?: HubDatasetClient, onImport?: (repoId: string, path: string) => void) {
  const navigation = useNavigation();
  const client = useHubDatasetClient(hub);
  const { hubDrafts } = useMarginaliaContext();
  // The draft read to check the repository goes on to its preview, which then does not read it again.
  const [store] = useState(() => createHubImportStore(client, hubDrafts));
  const repoId = useStoreSelector(store, (s) => s.repoId);
  const status = useStoreSelector(store, (s) => s.status);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const path = await store.getState().submit();
    if (path === null) return;
    if (onImport) onImport(repoId.trim(), path);
    else navigation.navigate(path);
  }

  return { repoId, status, setRepoId: store.getState().setRepoId, submit };
}
