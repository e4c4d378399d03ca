import type { StoreApi } from 'zustand/vanilla';
import { sessionLifecycle, type SessionLifecycle } from '../observer/sessionLifecycle';
import { createDatasetCreationStore } from './createDatasetCreationStore';
import type { DatasetCreationState, DatasetCreationStoreOptions } from './datasetCreationState';
import { createFirstRecordsFollower, type FirstRecordsFollowerOptions } from './firstRecordsFollower';

/** Options of {@link createDatasetCreationSession}: the store's, and the timers its import is followed with. */
export interface DatasetCreationSessionOptions
  extends Omit<DatasetCreationStoreOptions, 'follower'>, FirstRecordsFollowerOptions {}

/** The new-dataset preview of one hub repository: its store and the cleanup that stops following the import. */
export interface DatasetCreationSession extends SessionLifecycle {
  store: StoreApi<DatasetCreationState>;
  /** Loads the preview (from the draft the import form handed over, if any). */
  start(): void;
  /** Stops following a creation's import (no timer is left); that creation then never reports back. */
  dispose(): void;
}

/**
 * The dataset creation from a hub repository for one view: the store (preview, edits, dialog), wired to the
 * follower of its import job (a `JobObserver`), which `dispose` stops; `start` loads the preview.
 *
 * @example
 * const { store, start, dispose } = createDatasetCreationSession({ repoId, hub, client: sdk.client, drafts });
 * start();
 */
export function createDatasetCreationSession({
  timers,
  intervalMs,
  ...options
}: DatasetCreationSessionOptions): DatasetCreationSession {
  const follower = createFirstRecordsFollower(options.client, { timers, intervalMs });
  const store = createDatasetCreationStore({ ...options, follower });
  const { start, dispose } = sessionLifecycle(() => {
    void store.getState().load();
    return () => {};
  }, follower.dispose);
  return { store, start, dispose };
}
