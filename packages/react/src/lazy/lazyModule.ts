/**
 * A part of the UI whose code loads on demand, in its own chunk, so a page pays for it only when it shows it
 * (the markdown parser and sanitiser, drag and drop). The loaded value is kept here: it is code, the same for
 * every instance, like the module cache behind `import()` itself.
 */
export interface LazyModule<T> {
  /** Starts loading (once) and resolves with the value; a failed load may be tried again. */
  load(): Promise<T>;
  /** The value when it has loaded, else null. */
  loaded(): T | null;
}

/**
 * Wraps a dynamic import.
 *
 * @example
 * const markdown = lazyModule(() => import('./renderMarkdown').then((m) => m.renderMarkdown));
 * await markdown.load();
 * markdown.loaded()?.('**bold**');
 */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: { current: T } | null = null;
  let loading: Promise<T> | null = null;
  return {
    load() {
      if (value) return Promise.resolve(value.current);
      loading ??= importer().then(
        (current) => {
          value = { current };
          return current;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => (value ? value.current : null),
  };
}
