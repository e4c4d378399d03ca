import type { DatasetCreate, WireDataset } from './wire/datasets';
import type { FieldCreate, WireField } from './wire/fields';
import type { DatasetExport, DatasetImport, WireJob } from './wire/jobs';
import type { MetadataPropertyCreate, WireMetadataProperty } from './wire/metadata';
import type { QuestionCreate, WireQuestion } from './wire/questions';
import type { Requester } from './createRequester';

/** Calls of dataset creation and the hub: a draft dataset and its settings, publishing, import and export jobs. */
export interface CreationCalls {
  /** POST /v1/datasets: a new draft dataset. */
  createDataset(body: DatasetCreate): Promise<WireDataset>;
  /** PUT /v1/datasets/{id}/publish: the draft becomes `ready`. */
  publishDataset(id: string): Promise<WireDataset>;
  createField(datasetId: string, body: FieldCreate): Promise<WireField>;
  createQuestion(datasetId: string, body: QuestionCreate): Promise<WireQuestion>;
  createMetadataProperty(datasetId: string, body: MetadataPropertyCreate): Promise<WireMetadataProperty>;
  /** POST /v1/datasets/{id}/import → the job bringing a hub split's rows in. */
  importDataset(datasetId: string, body: DatasetImport): Promise<WireJob>;
  /** POST /v1/datasets/{id}/export → the job writing the dataset to a hub repository. */
  exportDataset(datasetId: string, body: DatasetExport): Promise<WireJob>;
  /** GET /v1/jobs/{id}: never cached, a poll must see the new status. */
  getJob(id: string): Promise<WireJob>;
}

const segment = encodeURIComponent;

/** The creation calls of `createApiClient` over one requester. */
export function creationCalls(request: Requester): CreationCalls {
  return {
    createDataset: (body) => request('POST', '/datasets', { json: body }),
    publishDataset: (id) => request('PUT', `/datasets/${segment(id)}/publish`),
    createField: (datasetId, body) =>
      request('POST', `/datasets/${segment(datasetId)}/fields`, { json: body }),
    createQuestion: (datasetId, body) =>
      request('POST', `/datasets/${segment(datasetId)}/questions`, { json: body }),
    createMetadataProperty: (datasetId, body) =>
      request('POST', `/datasets/${segment(datasetId)}/metadata-properties`, { json: body }),
    importDataset: (datasetId, body) =>
      request('POST', `/datasets/${segment(datasetId)}/import`, { json: body }),
    exportDataset: (datasetId, body) =>
      request('POST', `/datasets/${segment(datasetId)}/export`, { json: body }),
    getJob: (id) => request('GET', `/jobs/${segment(id)}`, { cache: 'bypass' }),
  };
}
