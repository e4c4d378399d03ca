import type { WireJob } from './wire/jobs';
import type {
  ModelSuggestionsRequest,
  WireConfiguredModels,
  WireModelSuggestionsDryRun,
  WireModelSuggestionsJob,
} from './wire/modelSuggestions';
import type { Requester } from './createRequester';

/** Pre-annotation by a configured model (issue 30), on Marginalia's paths beside the Argilla wire. */
export interface ModelSuggestionCalls {
  /** GET /v1/model-suggestions/models (owners and admins): the server's models, by name, with their prices. */
  getConfiguredModels(): Promise<WireConfiguredModels>;
  /** POST /v1/datasets/{id}/model-suggestions with `dry_run`: the first 5 records' checked answers, nothing written. */
  dryRunModelSuggestions(
    datasetId: string,
    body: Omit<ModelSuggestionsRequest, 'dry_run'>,
  ): Promise<WireModelSuggestionsDryRun>;
  /** POST /v1/datasets/{id}/model-suggestions → 202: the job writing the suggestions. */
  startModelSuggestions(datasetId: string, body: Omit<ModelSuggestionsRequest, 'dry_run'>): Promise<WireJob>;
  /** GET /v1/datasets/{id}/model-suggestions: the dataset's jobs, newest first. */
  getModelSuggestionsJobs(datasetId: string): Promise<{ items: WireModelSuggestionsJob[] }>;
  /** GET /v1/model-suggestions/jobs/{id}: never cached, a poll must see the new counts. */
  getModelSuggestionsJob(id: string): Promise<WireModelSuggestionsJob>;
  /** POST /v1/model-suggestions/jobs/{id}/cancel. */
  cancelModelSuggestionsJob(id: string): Promise<WireModelSuggestionsJob>;
  /** POST /v1/model-suggestions/jobs/{id}/resume → 202: the job that continues it. */
  resumeModelSuggestionsJob(id: string): Promise<WireJob>;
}

const segment = encodeURIComponent;

/** The model-suggestion calls of `createApiClient` over one requester. */
export function modelSuggestionCalls(request: Requester): ModelSuggestionCalls {
  const path = (datasetId: string) => `/datasets/${segment(datasetId)}/model-suggestions`;
  return {
    getConfiguredModels: () => request('GET', '/model-suggestions/models', { cache: 'bypass' }),
    dryRunModelSuggestions: (datasetId, body) =>
      request('POST', path(datasetId), { json: { ...body, dry_run: true } }),
    startModelSuggestions: (datasetId, body) =>
      request('POST', path(datasetId), { json: { ...body, dry_run: false } }),
    getModelSuggestionsJobs: (datasetId) => request('GET', path(datasetId), { cache: 'bypass' }),
    getModelSuggestionsJob: (id) =>
      request('GET', `/model-suggestions/jobs/${segment(id)}`, { cache: 'bypass' }),
    cancelModelSuggestionsJob: (id) => request('POST', `/model-suggestions/jobs/${segment(id)}/cancel`),
    resumeModelSuggestionsJob: (id) => request('POST', `/model-suggestions/jobs/${segment(id)}/resume`),
  };
}
