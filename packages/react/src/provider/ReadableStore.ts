// In provider (below hooks): the provider's context holds such stores, and the hooks read them.
/** The part of a zustand/vanilla store the hooks read: any `{ getState, subscribe }` works. */
export interface ReadableStore<S> {
  getState(): S;
  subscribe(listener: (state: S, previous: S) => void): () => void;
}
