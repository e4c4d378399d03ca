import { useEffect, useState } from 'react';

/**
 * The result of an async read, reloaded when `key` changes: null while loading or when the read failed (the
 * reads it serves — progress, vectors, metrics — fail silently, spec 1 §8).
 *
 * @example
 * const vectors = useLoaded(`${datasetId}`, () => client.getVectorSettings(datasetId));
 */
export function useLoaded<T>(
  key: string | null,
  load: () => Promise<T>,
  { keepWhileReloading = false }: { keepWhileReloading?: boolean } = {},
): T | null {
  const [state, setState] = useState<{ key: string | null; value: T | null }>({ key: null, value: null });
  useEffect(() => {
    if (key === null) return;
    let active = true;
    load().then(
      (value) => active && setState({ key, value }),
      () => active && setState({ key, value: null }),
    );
    return () => {
      active = false;
    };
    // `load` is a fresh closure every render; `key` says when its result changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // A value loaded for another key is stale: show nothing rather than another dataset's numbers, unless the
  // caller reloads the same thing (e.g. progress after a save) and prefers the old value to a flicker.
  return state.key === key || keepWhileReloading ? state.value : null;
}
