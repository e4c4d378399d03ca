import type { ApiClient, WireVectorSettings } from '@marginalia/core';
import { useLoaded } from '../layout/useLoaded';

const NONE: WireVectorSettings[] = [];

/**
 * The vector settings of a dataset (empty while loading or when they cannot be read).
 *
 * @example
 * const vectors = useVectorSettings(client, datasetId);
 */
export function useVectorSettings(client: ApiClient, datasetId: string): WireVectorSettings[] {
  return useLoaded(`vectors:${datasetId}`, () => client.getVectorSettings(datasetId).then((body) => body.items)) ?? NONE;
}
