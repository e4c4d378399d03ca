import { useCallback, useEffect, useState } from 'react';
import { browserAfterPaint } from '@marginalia/core';
import type { LazyModule } from './lazyModule';

/** When a lazy module's load starts. */
export interface LazyModuleOptions {
  /**
   * Once the page has painted the render that mounted the caller, not in that render's task: for a part nobody needs
   * in the page's first frame (a button's form, a store behind a button), whose load would only lengthen that task
   * (Vite's preload helper adds a `modulepreload` link per file the chunk needs). At background priority where the
   * browser has a `scheduler`, so it waits behind the page's own after-paint work (the first record's span editor
   * mounts in such a task) instead of running before it.
   */
  afterPaint?: boolean;
}

/**
 * The value of a lazy module: at once when it has loaded, else null until it has (the load starts here). A load
 * that fails leaves null, so the caller's fallback stays on screen; the error goes to `onError`, if given.
 *
 * @example
 * const render = useLazyModule(markdownRenderer);
 * return render ? <div dangerouslySetInnerHTML={{ __html: render(text) }} /> : <div>{text}</div>;
 */
export function useLazyModule<T>(
  module: LazyModule<T>,
  onError?: (error: unknown) => void,
  options: LazyModuleOptions = {},
): T | null {
  const [value, setValue] = useState<{ current: T } | null>(() => {
    const loaded = module.loaded();
    return loaded === null ? null : { current: loaded };
  });
  const { afterPaint = false } = options;
  useEffect(() => {
    if (value) return;
    let live = true;
    const load = () =>
      void module.load().then(
        (current) => live && setValue({ current }),
        (error: unknown) => live && onError?.(error),
      );
    // `window` is the page's (a shadow root's too); without one (a server) the load goes in a zero timeout.
    const cancel = afterPaint ? browserAfterPaint(globalThis.window)(load) : null;
    if (!afterPaint) load();
    return () => {
      live = false;
      cancel?.();
    };
  }, [module, value, onError, afterPaint]);
  return value ? value.current : null;
}

/**
 * Like {@link useLazyModule}, for a part that cannot show without its code: a failed load is thrown from the
 * render, so the error boundary handles it as it does a page's chunk (the app's reload guard reloads a stale
 * deployment once).
 *
 * @example
 * const BulkView = useRequiredLazyModule(bulkViewModule);
 * return BulkView ? <BulkView {...props} /> : <Loading />;
 */
export function useRequiredLazyModule<T>(module: LazyModule<T>): T | null {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const value = useLazyModule(module, useCallback((error: unknown) => setFailure({ error }), []));
  if (failure) throw failure.error;
  return value;
}
