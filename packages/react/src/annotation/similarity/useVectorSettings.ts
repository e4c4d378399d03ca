import { vectorSettingsQuery, type ApiClient, type WireVectorSettings } from '@marginalia/core';
import { useQuery } from '../../hooks/useQuery';

const NONE: WireVectorSettings[] = [];

/**
 * The vector settings of a dataset (empty while loading or when they cannot be read).
 *
 * @example
 * const vectors = useVectorSettings(client, datasetId);
 */
export function useVectorSettings(client: ApiClient, datasetId: string): WireVectorSettings[] {
  return useQuery(vectorSettingsQuery(client, datasetId)) ?? NONE;
}
