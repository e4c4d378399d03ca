import type { SessionState } from '@marginalia/core';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { useStoreSelector } from './useStoreSelector';

/**
 * Reads the session of the provider's sdk.
 *
 * @example
 * const user = useSession((s) => s.user);
 */
export function useSession<T>(selector: (state: SessionState) => T, isEqual?: (a: T, b: T) => boolean): T {
  return useStoreSelector(useMarginalia().session, selector, isEqual);
}
