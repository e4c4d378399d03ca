/**
 * Key-value storage: where a session keeps its token, the outbox its answers, a view its layout.
 * `window.localStorage` in a browser app (see `browserEnvironment`), anything with the same three methods elsewhere.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * An in-memory {@link KeyValueStorage}: the default when nothing is injected, and handy in tests.
 *
 * @example
 * const storage = createMemoryStorage();
 * storage.setItem('auth.token', 'abc');
 */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}
