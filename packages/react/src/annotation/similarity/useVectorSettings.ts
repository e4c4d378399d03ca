import {
  afterFirstLoadPainted,
  vectorSettingsQuery,
  type ApiClient,
  type WireVectorSettings,
} from '@marginalia/core';
import { useQuery } from '../../hooks/useQuery';

const NONE: WireVectorSettings[] = [];

/**
 * The vector settings of a dataset (empty while loading or when they cannot be read); read once `painted` (the
 * annotation store's `firstLoadPainted`: the first record does not need them).
 *
 * @example
 * const vectors = useVectorSettings(client, datasetId, painted);
 */
export function useVectorSettings(client: ApiClient, datasetId: string, painted = true): WireVectorSettings[] {
  return useQuery(afterFirstLoadPainted(vectorSettingsQuery(client, datasetId), painted)) ?? NONE;
}
