import type { Marginalia } from '../sdk/createMarginalia';
import { sessionLifecycle } from './sessionLifecycle';

/** The `start` and `dispose` of a session whose work is one store's load. */
export interface LoadingSessionLifecycle {
  /** Loads, and again whenever someone else signs in; once (a second call gives the first load), never after `dispose`. */
  start(): Promise<void>;
  dispose(): void;
}

/**
 * The lifecycle of a session that loads one store: `start` loads and follows sign-ins (an element's sign-in), a
 * person signing in again loads again; `dispose` stops following and disposes the store. Making it has no side
 * effect, as for every session (`sessionLifecycle`).
 *
 * @example
 * const store = createReviewStore({ client: sdk.client, datasetId });
 * return { store, ...loadingSessionLifecycle(sdk, store.getState()) };
 */
export function loadingSessionLifecycle(
  sdk: Pick<Marginalia, 'session'>,
  store: { load(): Promise<void>; dispose(): void },
): LoadingSessionLifecycle {
  let firstLoad: Promise<void> = Promise.resolve();
  const lifecycle = sessionLifecycle(
    () => {
      firstLoad = store.load();
      return sdk.session.subscribe((state, previous) => {
        if (state.user?.id !== previous.user?.id && state.user) void store.load();
      });
    },
    () => store.dispose(),
  );
  return {
    start() {
      lifecycle.start();
      return firstLoad;
    },
    dispose: lifecycle.dispose,
  };
}
