import type { ItemsEnvelope } from './wire/common';
import type {
  WireDataset,
  WireDatasetMetrics,
  WireDatasetProgress,
  WireUsersProgress,
} from './wire/datasets';
import type { WireDatasetOverview } from './wire/datasetOverview';
import type { WireField } from './wire/fields';
import type { WireMetadataMetrics, WireMetadataProperty, WireVectorSettings } from './wire/metadata';
import type { WireQuestion } from './wire/questions';
import type { Requester } from './createRequester';
import type { ReadOptions } from './readOptions';

/** Reads of datasets: the list, one dataset, its settings (fields, questions, metadata, vectors) and its progress. */
export interface DatasetCalls {
  getMyDatasets(options?: ReadOptions): Promise<ItemsEnvelope<WireDataset>>;
  getDataset(id: string, options?: ReadOptions): Promise<WireDataset>;
  getDatasetProgress(id: string, options?: ReadOptions): Promise<WireDatasetProgress>;
  getFields(datasetId: string, options?: ReadOptions): Promise<ItemsEnvelope<WireField>>;
  getQuestions(datasetId: string, options?: ReadOptions): Promise<ItemsEnvelope<WireQuestion>>;
  /** GET /v1/me/datasets/{id}/metadata-properties (only the properties the caller may see). */
  getMetadataProperties(
    datasetId: string,
    options?: ReadOptions,
  ): Promise<ItemsEnvelope<WireMetadataProperty>>;
  /** GET /v1/metadata-properties/{id}/metrics: the terms with counts, or the min and max of a numeric property. */
  getMetadataMetrics(propertyId: string, options?: ReadOptions): Promise<WireMetadataMetrics>;
  getVectorSettings(datasetId: string, options?: ReadOptions): Promise<ItemsEnvelope<WireVectorSettings>>;
  getMyMetrics(datasetId: string, options?: ReadOptions): Promise<WireDatasetMetrics>;
  /** GET /v1/datasets/{id}/users/progress: every user's responses (an empty list: nobody answered yet). */
  getUsersProgress(datasetId: string, options?: ReadOptions): Promise<WireUsersProgress>;
  /** GET /v1/me/datasets/{id}/overview (Marginalia): a home card's questions, field types, pending and progress. */
  getMyDatasetOverview(datasetId: string, options?: ReadOptions): Promise<WireDatasetOverview>;
}

const segment = encodeURIComponent;

/** The dataset reads of `createApiClient` over one requester. */
export function datasetCalls(request: Requester): DatasetCalls {
  return {
    getMyDatasets: (options) => request('GET', '/me/datasets', options),
    getDataset: (id, options) => request('GET', `/datasets/${segment(id)}`, options),
    getDatasetProgress: (id, options) => request('GET', `/datasets/${segment(id)}/progress`, options),
    getFields: (datasetId, options) => request('GET', `/datasets/${segment(datasetId)}/fields`, options),
    getQuestions: (datasetId, options) =>
      request('GET', `/datasets/${segment(datasetId)}/questions`, options),
    getMetadataProperties: (datasetId, options) =>
      request('GET', `/me/datasets/${segment(datasetId)}/metadata-properties`, options),
    getMetadataMetrics: (propertyId, options) =>
      request('GET', `/metadata-properties/${segment(propertyId)}/metrics`, options),
    getVectorSettings: (datasetId, options) =>
      request('GET', `/datasets/${segment(datasetId)}/vectors-settings`, options),
    getMyMetrics: (datasetId, options) =>
      request('GET', `/me/datasets/${segment(datasetId)}/metrics`, options),
    getUsersProgress: (datasetId, options) =>
      request('GET', `/datasets/${segment(datasetId)}/users/progress`, options),
    getMyDatasetOverview: (datasetId, options) =>
      request('GET', `/me/datasets/${segment(datasetId)}/overview`, options),
  };
}
