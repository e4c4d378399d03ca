import { useEffect, useState } from 'react';
import type { LazyModule } from './lazyModule';

/**
 * The value of a lazy module: at once when it has loaded, else null until it has (the load starts here). A load
 * that fails leaves null, so the caller's fallback stays on screen; the error goes to `onError`, if given.
 *
 * @example
 * const render = useLazyModule(markdownRenderer);
 * return render ? <div dangerouslySetInnerHTML={{ __html: render(text) }} /> : <div>{text}</div>;
 */
export function useLazyModule<T>(module: LazyModule<T>, onError?: (error: unknown) => void): T | null {
  const [value, setValue] = useState<{ current: T } | null>(() => {
    const loaded = module.loaded();
    return loaded === null ? null : { current: loaded };
  });
  useEffect(() => {
    if (value) return;
    let live = true;
    module.load().then(
      (current) => live && setValue({ current }),
      (error: unknown) => live && onError?.(error),
    );
    return () => {
      live = false;
    };
  }, [module, value, onError]);
  return value ? value.current : null;
}
