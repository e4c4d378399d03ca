import type { FuzzTarget } from './fuzz-target';

const LABEL = {
  type: 'label_selection',
  options: [
    { value: 'a', text: 'A' },
    { value: 'b', text: 'B' },
  ],
};

/** Datasets and their settings: fields, questions, metadata properties, vector settings (contract §7–§12). */
export const DATASET_TARGETS: FuzzTarget[] = [
  { method: 'GET', path: '/me/datasets', ids: () => [] },
  {
    method: 'POST',
    path: '/datasets',
    ids: () => [],
    valid: (w) => ({
      name: 'fz',
      workspace_id: w.workspaceId,
      guidelines: 'g',
      distribution: { strategy: 'overlap', min_submitted: 2 },
      metadata: { a: 1 },
    }),
  },
  { method: 'GET', path: '/datasets/{id}', ids: (w) => [w.datasetId] },
  {
    method: 'PATCH',
    path: '/datasets/{id}',
    ids: (w) => [w.datasetId],
    valid: () => ({
      guidelines: 'G',
      allow_extra_metadata: true,
      distribution: { strategy: 'overlap', min_submitted: 1 },
      metadata: { b: 2 },
    }),
  },
  { method: 'DELETE', path: '/datasets/{id}', ids: () => [], destructive: true },
  { method: 'PUT', path: '/datasets/{id}/publish', ids: (w) => [w.draftDatasetId] },
  { method: 'GET', path: '/datasets/{id}/progress', ids: (w) => [w.datasetId] },
  { method: 'GET', path: '/datasets/{id}/users/progress', ids: (w) => [w.datasetId] },
  { method: 'GET', path: '/me/datasets/{id}/metrics', ids: (w) => [w.datasetId] },
  { method: 'GET', path: '/me/datasets/{id}/overview', ids: (w) => [w.datasetId] },
  { method: 'GET', path: '/datasets/{id}/fields', ids: (w) => [w.datasetId] },
  {
    method: 'POST',
    path: '/datasets/{id}/fields',
    ids: (w) => [w.draftDatasetId],
    valid: () => ({
      name: 'fz-f',
      title: 'F',
      required: true,
      settings: { type: 'chat', use_markdown: true },
    }),
  },
  {
    method: 'PATCH',
    path: '/fields/{id}',
    ids: (w) => [w.fieldId],
    valid: () => ({ title: 'T', settings: { type: 'text', use_markdown: true, use_table: false } }),
  },
  { method: 'DELETE', path: '/fields/{id}', ids: () => [], destructive: true },
  { method: 'GET', path: '/datasets/{id}/questions', ids: (w) => [w.datasetId] },
  {
    method: 'POST',
    path: '/datasets/{id}/questions',
    ids: (w) => [w.draftDatasetId],
    valid: () => ({
      name: 'fz-q',
      title: 'Q',
      description: 'd',
      required: true,
      settings: {
        type: 'span',
        field: 'text',
        options: [{ value: 'P', text: 'P' }],
        visible_options: null,
        allow_overlapping: true,
      },
    }),
  },
  {
    method: 'PATCH',
    path: '/questions/{id}',
    ids: (w) => [w.questionId],
    valid: () => ({ title: 'L', description: null, settings: { ...LABEL, visible_options: null } }),
  },
  {
    // The per-type settings updates: each key of every type, on the world's label question.
    method: 'PATCH',
    path: '/questions/{id}',
    ids: (w) => [w.questionId],
    valid: () => ({
      settings: {
        type: 'multi_label_selection',
        options: LABEL.options,
        visible_options: 3,
        options_order: 'suggestion',
        use_markdown: true,
        use_table: false,
        allow_overlapping: true,
      },
    }),
  },
  {
    method: 'PATCH',
    path: '/questions/{id}',
    ids: (w) => [w.questionId],
    valid: () => ({
      settings: { type: 'span', options: LABEL.options, visible_options: 3, allow_overlapping: false },
    }),
  },
  { method: 'DELETE', path: '/questions/{id}', ids: () => [], destructive: true },
  { method: 'GET', path: '/me/datasets/{id}/metadata-properties', ids: (w) => [w.datasetId] },
  {
    method: 'POST',
    path: '/datasets/{id}/metadata-properties',
    ids: (w) => [w.datasetId],
    valid: () => ({
      name: 'fz-m',
      title: 'M',
      settings: { type: 'integer', min: 0, max: 10 },
      visible_for_annotators: false,
    }),
  },
  {
    method: 'PATCH',
    path: '/metadata-properties/{id}',
    ids: (w) => [w.visiblePropertyId],
    valid: () => ({ title: 'V', visible_for_annotators: true }),
  },
  { method: 'DELETE', path: '/metadata-properties/{id}', ids: () => [], destructive: true },
  { method: 'GET', path: '/metadata-properties/{id}/metrics', ids: (w) => [w.hiddenPropertyId] },
  { method: 'GET', path: '/datasets/{id}/vectors-settings', ids: (w) => [w.datasetId] },
  {
    method: 'POST',
    path: '/datasets/{id}/vectors-settings',
    ids: (w) => [w.draftDatasetId],
    valid: () => ({ name: 'fz-v', title: 'V', dimensions: 8 }),
  },
  {
    method: 'PATCH',
    path: '/vectors-settings/{id}',
    ids: (w) => [w.vectorSettingsId],
    valid: () => ({ title: 'V2' }),
  },
  { method: 'DELETE', path: '/vectors-settings/{id}', ids: () => [], destructive: true },
];
