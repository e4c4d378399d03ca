import { WRITE, del, get, type AuthorizationCase } from './authorization-case';

/** Endpoints that need write access: datasets, settings, records, suggestions (contract §8–§14). */
export const WRITE_CASES: AuthorizationCase[] = [
  // Owner and admin-members of the workspace (write).
  {
    endpoint: 'GET /workspaces/{id}/users',
    allowed: WRITE,
    success: [200],
    request: async (w) => get(`/workspaces/${w.workspaceId}/users`),
  },
  {
    endpoint: 'DELETE /workspaces/{id}/users/{user_id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/workspaces/${w.workspaceId}/users/${await w.fresh.member()}`),
  },
  {
    endpoint: 'POST /datasets',
    allowed: WRITE,
    success: [201],
    request: async (w) => ({
      method: 'POST',
      path: '/datasets',
      json: { name: w.fresh.name('d'), workspace_id: w.workspaceId },
    }),
    slice: true,
  },
  {
    endpoint: 'PATCH /datasets/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PATCH',
      path: `/datasets/${w.datasetId}`,
      json: { guidelines: 'Be kind.' },
    }),
  },
  {
    // The settings page's general tab: the distribution it already has (the dataset has responses) and the flag.
    endpoint: 'PATCH /datasets/{id} (settings tab)',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PATCH',
      path: `/datasets/${w.datasetId}`,
      json: { distribution: { strategy: 'overlap', min_submitted: 1 }, allow_extra_metadata: true },
    }),
    slice: true,
  },
  {
    endpoint: 'DELETE /datasets/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/datasets/${await w.fresh.draftDataset()}`),
  },
  {
    endpoint: 'PUT /datasets/{id}/publish',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({ method: 'PUT', path: `/datasets/${await w.fresh.draftDataset(true)}/publish` }),
  },
  {
    endpoint: 'POST /datasets/{id}/fields',
    allowed: WRITE,
    success: [201],
    request: async (w) => ({
      method: 'POST',
      path: `/datasets/${w.draftDatasetId}/fields`,
      json: { name: w.fresh.name('f'), title: 'F', settings: { type: 'text' } },
    }),
  },
  {
    endpoint: 'PATCH /fields/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({ method: 'PATCH', path: `/fields/${w.fieldId}`, json: { title: 'Text!' } }),
  },
  {
    endpoint: 'PATCH /fields/{id} (settings)',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PATCH',
      path: `/fields/${w.fieldId}`,
      json: { settings: { type: 'text', use_markdown: true, use_table: false } },
    }),
  },
  {
    endpoint: 'DELETE /fields/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/fields/${await w.fresh.field()}`),
  },
  {
    endpoint: 'POST /datasets/{id}/questions',
    allowed: WRITE,
    success: [201],
    request: async (w) => ({
      method: 'POST',
      path: `/datasets/${w.draftDatasetId}/questions`,
      json: {
        name: w.fresh.name('q'),
        title: 'Q',
        settings: { type: 'rating', options: [{ value: 1 }, { value: 2 }] },
      },
    }),
  },
  {
    endpoint: 'PATCH /questions/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PATCH',
      path: `/questions/${w.questionId}`,
      json: { title: 'Label!' },
    }),
  },
  {
    endpoint: 'PATCH /questions/{id} (settings)',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PATCH',
      path: `/questions/${w.questionId}`,
      json: { description: null, settings: { type: 'label_selection', visible_options: null } },
    }),
    slice: true,
  },
  {
    endpoint: 'DELETE /questions/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/questions/${await w.fresh.question()}`),
  },
  {
    endpoint: 'POST /datasets/{id}/metadata-properties',
    allowed: WRITE,
    success: [201],
    request: async (w) => ({
      method: 'POST',
      path: `/datasets/${w.datasetId}/metadata-properties`,
      json: { name: w.fresh.name('m'), title: 'M', settings: { type: 'terms' } },
    }),
  },
  {
    endpoint: 'PATCH /metadata-properties/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PATCH',
      path: `/metadata-properties/${w.visiblePropertyId}`,
      json: { title: 'Visible!', visible_for_annotators: true },
    }),
  },
  {
    endpoint: 'DELETE /metadata-properties/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/metadata-properties/${await w.fresh.metadataProperty()}`),
  },
  {
    endpoint: 'POST /datasets/{id}/vectors-settings',
    allowed: WRITE,
    success: [201],
    request: async (w) => ({
      method: 'POST',
      path: `/datasets/${await w.fresh.draftDataset()}/vectors-settings`,
      json: { name: 'emb', title: 'Emb', dimensions: 3 },
    }),
  },
  {
    endpoint: 'PATCH /vectors-settings/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PATCH',
      path: `/vectors-settings/${w.vectorSettingsId}`,
      json: { title: 'V!' },
    }),
  },
  {
    endpoint: 'DELETE /datasets/{id} (published, with records and responses)',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/datasets/${await w.fresh.publishedDatasetWithResponse()}`),
    slice: true,
  },
  {
    endpoint: 'DELETE /vectors-settings/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/vectors-settings/${await w.fresh.vectorSettings()}`),
  },
  {
    endpoint: 'GET /datasets/{id}/records',
    allowed: WRITE,
    success: [200],
    request: async (w) => get(`/datasets/${w.datasetId}/records`),
    slice: true,
  },
  {
    endpoint: 'DELETE /datasets/{id}/records?ids=',
    allowed: WRITE,
    success: [204],
    request: async (w) => del(`/datasets/${w.datasetId}/records?ids=${await w.fresh.record()}`),
  },
  {
    endpoint: 'POST /datasets/{id}/records/bulk',
    allowed: WRITE,
    success: [201],
    request: async (w) => ({
      method: 'POST',
      path: `/datasets/${w.datasetId}/records/bulk`,
      json: { items: [{ fields: { text: 'new' } }] },
    }),
    slice: true,
  },
  {
    endpoint: 'PUT /datasets/{id}/records/bulk',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PUT',
      path: `/datasets/${w.datasetId}/records/bulk`,
      json: { items: [{ fields: { text: 'upserted' }, external_id: w.fresh.name('ext') }] },
    }),
  },
  {
    endpoint: 'POST /datasets/{id}/records/search',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({ method: 'POST', path: `/datasets/${w.datasetId}/records/search`, json: {} }),
  },
  {
    endpoint: 'PATCH /records/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'PATCH',
      path: `/records/${w.recordId}`,
      json: { metadata: { visible: 'y' } },
    }),
  },
  {
    endpoint: 'DELETE /records/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/records/${await w.fresh.record()}`),
    slice: true,
  },
  {
    endpoint: 'PUT /records/{id}/suggestions',
    allowed: WRITE,
    success: [200, 201],
    request: async (w) => ({
      method: 'PUT',
      path: `/records/${w.recordId}/suggestions`,
      json: { question_id: w.questionId, value: 'b' },
    }),
  },
  {
    endpoint: 'DELETE /records/{id}/suggestions?ids=',
    allowed: WRITE,
    success: [204],
    request: async (w) => del(`/records/${w.recordId}/suggestions?ids=${await w.fresh.suggestion()}`),
  },
  {
    endpoint: 'DELETE /suggestions/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => del(`/suggestions/${await w.fresh.suggestion()}`),
  },
];
