import {
  afterFirstLoadPainted,
  vectorSettingsQuery,
  type AnnotationStore,
  type ApiClient,
  type WireVectorSettings,
} from '@marginalia/core';
import { useQuery } from '../../hooks/useQuery';

const NONE: WireVectorSettings[] = [];

/**
 * The vector settings of a dataset (empty while loading or when they cannot be read); with the view's `store`,
 * read once its first record is painted (`afterFirstLoadPainted`: the first record does not need them).
 *
 * @example
 * const vectors = useVectorSettings(client, datasetId, store);
 */
export function useVectorSettings(
  client: ApiClient,
  datasetId: string,
  store?: AnnotationStore,
): WireVectorSettings[] {
  const query = vectorSettingsQuery(client, datasetId);
  return useQuery(store ? afterFirstLoadPainted(query, store) : query) ?? NONE;
}
