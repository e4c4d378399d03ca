import { createStore, type StoreApi } from 'zustand/vanilla';

/** Read and write access to a store's state, as a zustand initializer receives it. */
export interface StateAccess<S> {
  get(): S;
  set(partial: Partial<S>): void;
}

/**
 * Makes a zustand store whose state is built together with the parts working on it: `build` gets the store's
 * `get` and `set` (zustand hands them to its initializer) and returns the initial state and the parts, which come
 * back beside the store for what is wired once the store exists. Nothing refers to the store before it is made.
 *
 * @example
 * const { store, parts } = composeStore<CounterState, CounterParts>((access) => {
 *   const parts = createCounterParts(access);
 *   return { parts, state: { count: 0, increment: parts.increment } };
 * });
 */
export function composeStore<S, P>(
  build: (access: StateAccess<S>) => { state: S; parts: P },
): { store: StoreApi<S>; parts: P } {
  // zustand runs the initializer at once, inside `createStore`.
  let parts: P | undefined;
  const store = createStore<S>()((set, get) => {
    const built = build({ get, set: (partial) => set(partial) });
    parts = built.parts;
    return built.state;
  });
  return { store, parts: parts as P };
}
