import { createStore } from 'zustand/vanilla';
import { hostTimers } from '../environment/Timers';
import { createDocumentLoading } from './documentLoading';
import {
  CLEARED_DOCUMENT,
  SEGMENTS_POLL_MS,
  type DocumentState,
  type DocumentStore,
  type DocumentStoreOptions,
} from './documentState';
import { sameLookup } from './sameLookup';

export { SEGMENTS_POLL_MS } from './documentState';
export type {
  DocumentClient,
  DocumentState,
  DocumentStore,
  DocumentStoreOptions,
  OutlineStatus,
} from './documentState';

/**
 * The document beside a record (spec 2 §2, §7, §8): fetched by pmid or id, then its segments by reference in
 * its workspace. While the server still computes the segments (`Segments-Status: pending`) the outline is
 * `preparing` and they are asked again every 2 s until ready, then filled in. A failed fetch shows 'Error
 * fetching document with ID {id}', 'Error fetching document with pmid "{pmid}"' or 'Error fetching document
 * segments' and clears the document. A newer `load` wins over one still running. Composed of parts with one job
 * each: loading with its tickets (`documentLoading`) and the segments with their polling (`documentSegments`).
 *
 * @example
 * const store = createDocumentStore({ client: sdk.client });
 * await store.getState().load(recordDocument(record.metadata));
 * store.getState().document?.url; // '/api/v1/file/team/pdf/…?expires=…&signature=…'
 */
export function createDocumentStore({
  client,
  workspaceName,
  pollMs = SEGMENTS_POLL_MS,
  timers = hostTimers,
}: DocumentStoreOptions): DocumentStore {
  const get = (): DocumentState => store.getState();
  const set = (partial: Partial<DocumentState>): void => store.setState(partial);
  const loading = createDocumentLoading({ get, set }, client, workspaceName, { ms: pollMs, timers });

  const store: DocumentStore = createStore<DocumentState>()(() => ({
    status: 'idle',
    target: null,
    ...CLEARED_DOCUMENT,
    error: null,
    load: async (target) => {
      const state = get();
      const current = state.target;
      const same =
        current !== null &&
        target !== null &&
        sameLookup(current.lookup, target.lookup) &&
        current.reference === target.reference;
      if (same && state.status !== 'error') return;
      await loading.run(target);
    },
    reload: () => loading.run(get().target),
    dispose: () => loading.dispose(),
  }));
  return store;
}
