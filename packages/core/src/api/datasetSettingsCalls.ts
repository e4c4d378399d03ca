import type { DatasetUpdate, WireDataset } from './wire/datasets';
import type { FieldUpdate, WireField } from './wire/fields';
import type {
  MetadataPropertyUpdate,
  VectorSettingsUpdate,
  WireMetadataProperty,
  WireVectorSettings,
} from './wire/metadata';
import type { QuestionUpdate, WireQuestion } from './wire/questions';
import type { Requester } from './createRequester';

/** Writes of a dataset's settings page: the dataset, its fields, questions, metadata properties and vectors. */
export interface DatasetSettingsCalls {
  /** PATCH /v1/datasets/{id}: only the keys sent change. */
  updateDataset(id: string, body: DatasetUpdate): Promise<WireDataset>;
  /** DELETE /v1/datasets/{id}: the dataset with its records, responses, suggestions and vectors. */
  deleteDataset(id: string): Promise<WireDataset>;
  /** PATCH /v1/fields/{id}. */
  updateField(id: string, body: FieldUpdate): Promise<WireField>;
  /** PATCH /v1/questions/{id}. */
  updateQuestion(id: string, body: QuestionUpdate): Promise<WireQuestion>;
  /** PATCH /v1/metadata-properties/{id}: send `visible_for_annotators` every time (an omitted one hides it). */
  updateMetadataProperty(id: string, body: MetadataPropertyUpdate): Promise<WireMetadataProperty>;
  /** PATCH /v1/vectors-settings/{id}. */
  updateVectorSettings(id: string, body: VectorSettingsUpdate): Promise<WireVectorSettings>;
}

const segment = encodeURIComponent;

/** The dataset settings calls of `createApiClient` over one requester. */
export function datasetSettingsCalls(request: Requester): DatasetSettingsCalls {
  return {
    updateDataset: (id, body) => request('PATCH', `/datasets/${segment(id)}`, { json: body }),
    deleteDataset: (id) => request('DELETE', `/datasets/${segment(id)}`),
    updateField: (id, body) => request('PATCH', `/fields/${segment(id)}`, { json: body }),
    updateQuestion: (id, body) => request('PATCH', `/questions/${segment(id)}`, { json: body }),
    updateMetadataProperty: (id, body) =>
      request('PATCH', `/metadata-properties/${segment(id)}`, { json: body }),
    updateVectorSettings: (id, body) => request('PATCH', `/vectors-settings/${segment(id)}`, { json: body }),
  };
}
