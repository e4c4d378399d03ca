import { environmentSettingsQuery, type EnvironmentSettings } from '@marginalia/core';
import { useMarginalia } from '../provider/MarginaliaProvider';
import { useQuery } from './useQuery';

/**
 * The environment flags of `GET /settings`, or null while loading; a failed call gives every flag off. Every
 * component asking shares the one read of the client (`environmentSettingsQuery`).
 *
 * @example
 * const settings = useEnvironmentSettings();
 * if (settings?.showPersistentStorageWarning) …
 */
export function useEnvironmentSettings(): EnvironmentSettings | null {
  return useQuery(environmentSettingsQuery(useMarginalia().client));
}
