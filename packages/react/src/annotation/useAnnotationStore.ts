import { useRef } from 'react';
import {
  browserEnvironment,
  createAnnotationSession,
  type AnnotationEventListener,
  type AnnotationPrefetch,
  type AnnotationStore as CoreAnnotationStore,
  type CriteriaUrlAdapter,
  type Environment,
  type KeyValueStorage,
  type Marginalia,
  type OnlineSignal,
} from '@marginalia/core';
import { useCoreSession } from '../hooks/useCoreSession';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { useStoreSelector } from '../hooks/useStoreSelector';

/** The annotation store of one dataset, as made by the core's `createAnnotationSession`. */
export type AnnotationStore = CoreAnnotationStore;

/** Options of {@link useAnnotationStore}. */
export interface UseAnnotationStoreOptions {
  /** An sdk to use instead of the provider's. */
  sdk?: Marginalia;
  /**
   * The address bar: the first load uses the criteria it holds, and committed criteria are written back to it
   * (back and forward re-read it). Read once when the store is made.
   */
  url?: CriteriaUrlAdapter;
  /** Where answers sent while offline wait (e.g. `window.localStorage`); in memory otherwise. */
  storage?: KeyValueStorage;
  /**
   * When the connection comes and goes, so answers kept offline are sent as soon as it returns; the browser
   * window's `online` / `offline` events when not given.
   */
  online?: OnlineSignal;
  /** Hears of every response saved (submitted, discarded, draft); the latest callback is called. */
  onEvent?: AnnotationEventListener;
  /** Shows only this record of the dataset, whatever its status; a new store when it changes. */
  recordId?: string | null;
  /**
   * The page's first reads, started before it rendered (`prefetchAnnotationView`): the store adopts them. Read
   * once, when the first store is made.
   */
  prefetch?: AnnotationPrefetch | null;
}

/**
 * The annotation session (`createAnnotationSession`) of `datasetId` (or of its record `options.recordId`) for
 * the signed-in user, for the component's lifetime ({@link useCoreSession}): there from the first render, started
 * (URL sync, first load) after mount, a new one when any of them changes. Null while nobody is signed in, or when
 * `datasetId` is null (a store is supplied from outside).
 *
 * @example
 * const store = useAnnotationStore(datasetId, { url: browserUrl });
 * if (store) return <AnnotationView datasetId={datasetId} store={store} />;
 */
export function useAnnotationStore(
  datasetId: string | null,
  options: UseAnnotationStoreOptions = {},
): AnnotationStore | null {
  const sdk = useMarginalia(options.sdk);
  const userId = useStoreSelector(sdk.session, (s) => s.user?.id ?? null);
  const role = useStoreSelector(sdk.session, (s) => s.user?.role);
  // Adapters are often written inline: only the first one counts, so a render never makes a new store.
  const url = useRef(options.url).current;
  const storage = useRef(options.storage).current;
  const prefetch = useRef(options.prefetch ?? undefined).current;
  const host = useRef<Environment | null>(null);
  host.current ??= browserEnvironment(globalThis.window);
  const online = useRef(options.online ?? host.current.online).current;
  // The request of a Submit and its address wait for the next record to be painted (one-frame submit).
  const { afterPaint } = host.current;
  const onEvent = useRef(options.onEvent);
  onEvent.current = options.onEvent;
  const recordId = options.recordId ?? undefined;
  const session = useCoreSession(
    () =>
      datasetId && userId
        ? createAnnotationSession(sdk, datasetId, {
            url,
            storage,
            online,
            afterPaint,
            onEvent: (event) => onEvent.current?.(event),
            recordId,
            prefetch,
          })
        : null,
    // The role is read by the session when it is made: a new role makes a new session.
    [sdk, datasetId, recordId, userId, role, url, storage, online, afterPaint, prefetch],
  );
  return session?.store ?? null;
}
