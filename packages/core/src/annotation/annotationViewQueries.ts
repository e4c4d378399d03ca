import type { ApiClient } from '../api/createApiClient';
import type { WireMetadataMetrics, WireMetadataProperty, WireVectorSettings } from '../api/wire/metadata';
import { toDatasetProgress, type DatasetProgress } from '../model/DatasetProgress';
import type { QueryOptions } from '../observer/QueryObserver';

/**
 * The team's progress on a dataset (`GET /datasets/{id}/progress`), read again whenever `ownCounts` change
 * (writes drop the cached progress); the last numbers stay while it is read again. Not read while `ownCounts`
 * is null (the caller's counts are not known yet).
 *
 * @example
 * new QueryObserver(teamProgressQuery(client, datasetId, ownCountsRevision(metrics)));
 */
export function teamProgressQuery(
  client: ApiClient,
  datasetId: string,
  ownCounts: string | null,
): QueryOptions<DatasetProgress> {
  return {
    key: ownCounts === null ? null : `progress:${datasetId}:${ownCounts}`,
    load: () => client.getDatasetProgress(datasetId).then(toDatasetProgress),
    keepWhileReloading: true,
  };
}

/** The vector settings of a dataset, for the similarity search. */
export function vectorSettingsQuery(
  client: ApiClient,
  datasetId: string,
): QueryOptions<WireVectorSettings[]> {
  return {
    key: `vectors:${datasetId}`,
    load: () => client.getVectorSettings(datasetId).then((body) => body.items),
  };
}

/** The metadata properties of a dataset the caller may see, for the metadata filter and the sort. */
export function metadataPropertiesQuery(
  client: ApiClient,
  datasetId: string,
): QueryOptions<WireMetadataProperty[]> {
  return {
    key: `properties:${datasetId}`,
    load: () => client.getMetadataProperties(datasetId).then((body) => body.items),
  };
}

/** Question name → the agents that made its suggestions, for the suggestion filter. */
export function suggestionAgentsQuery(
  client: ApiClient,
  datasetId: string,
): QueryOptions<Record<string, string[]>> {
  return {
    key: `agents:${datasetId}`,
    load: () =>
      client
        .getSuggestionOptions(datasetId)
        .then((body) => Object.fromEntries(body.items.map((item) => [item.question.name, item.agents]))),
  };
}

/** The metrics of one metadata property (terms with counts, or min and max), read when a filter opens it. */
export function metadataMetricsQuery(
  client: ApiClient,
  propertyId: string,
): QueryOptions<WireMetadataMetrics> {
  return { key: `metrics:${propertyId}`, load: () => client.getMetadataMetrics(propertyId) };
}
