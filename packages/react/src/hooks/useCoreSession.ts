import { useEffect, useReducer, useRef, type DependencyList } from 'react';
import type { SessionLifecycle } from '@marginalia/core';

/** What {@link useCoreSession} manages: anything a core `create…Session` returns (a `dispose`, maybe a `start`). */
export type DisposableSession = SessionLifecycle;

interface Held<S> {
  session: S;
  deps: DependencyList;
  factory: () => S;
  disposed: boolean;
}

function sameDeps(a: DependencyList, b: DependencyList): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/**
 * A core session (a `create…Session` result, or null for none) for the component's lifetime. This hook is the one
 * place that owns that lifetime, so every session hook behaves the same:
 * - **created synchronously**, during the render that first needs it, so the first render already has it (no
 *   `null` render, no loading flash while an effect makes it); making a core session has no side effect;
 * - **started after mount**: its `start` (URL sync, subscriptions, the first load), if it has one, is called from
 *   an effect, since a router ignores a navigation made during a render and a render may be thrown away;
 * - **disposed on unmount and on a deps change**: a change of `deps` (compared like `useMemo`'s) makes the next
 *   session in that render, and the effect of the previous one disposes it;
 * - **StrictMode double-mount safe**: React's simulated unmount disposes the session, so the remount makes a new
 *   one (and renders again with it) instead of handing on a disposed session.
 *
 * `factory` is called with the values of the render whose `deps` changed; values it should only read once belong
 * in a ref, values whose change must make a new session belong in `deps`. (The deps are not lint-checked, as
 * `useMemo`'s are: list every value the factory reads that may change, or say in a comment why not.)
 *
 * @example
 * const session = useCoreSession(() => createDatasetSettingsSession(sdk, datasetId), [sdk, datasetId]);
 */
export function useCoreSession<S extends DisposableSession | null>(
  factory: () => S,
  deps: DependencyList,
): S {
  const held = useRef<Held<S> | null>(null);
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  if (held.current === null || !sameDeps(held.current.deps, deps)) {
    held.current = { session: factory(), deps, factory, disposed: false };
  }
  const current = held.current;
  useEffect(() => {
    if (current.disposed) {
      // StrictMode's remount after its simulated unmount: that session is gone, so make the next one.
      held.current = { ...current, session: current.factory(), disposed: false };
      renderAgain();
      return undefined;
    }
    current.session?.start?.();
    return () => {
      current.disposed = true;
      current.session?.dispose();
    };
  }, [current]);
  return current.session;
}
