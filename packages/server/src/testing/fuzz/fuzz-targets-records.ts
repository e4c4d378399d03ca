import type { FuzzTarget } from './fuzz-target';

/** Records, suggestions, responses and the searches (contract §13–§17). */
export const RECORD_TARGETS: FuzzTarget[] = [
  {
    method: 'POST',
    path: '/datasets/{id}/records/bulk',
    ids: (w) => [w.datasetId],
    valid: (w) => ({
      items: [
        {
          fields: { text: 'fuzzed record' },
          metadata: { visible: 'x', hidden: 4, extra: [1, 'two'] },
          external_id: 'fz-ext',
          vectors: { v: [0.5, 0.5] },
          suggestions: [{ question_id: w.questionId, value: 'a', score: 0.5, agent: 'fz', type: 'model' }],
          responses: [
            {
              user_id: w.users.annotatorMember.user.id,
              status: 'submitted',
              values: { label: { value: 'b' } },
            },
          ],
        },
      ],
    }),
  },
  {
    method: 'PUT',
    path: '/datasets/{id}/records/bulk',
    ids: (w) => [w.datasetId],
    valid: (w) => ({
      items: [{ id: w.recordId, external_id: null, metadata: { visible: 'y' }, vectors: { v: [1, 1] } }],
    }),
  },
  {
    method: 'PATCH',
    path: '/records/{id}',
    ids: (w) => [w.recordId],
    valid: (w) => ({
      metadata: { visible: 'x' },
      suggestions: [{ question_id: w.questionId, value: 'b' }],
      vectors: { v: [0, 1] },
      fields: { text: 'patched' },
    }),
  },
  { method: 'GET', path: '/records/{id}', ids: (w) => [w.recordId] },
  { method: 'DELETE', path: '/records/{id}', ids: () => [], destructive: true },
  { method: 'DELETE', path: '/datasets/{id}/records', ids: () => [], destructive: true },
  { method: 'GET', path: '/records/{id}/suggestions', ids: (w) => [w.recordId] },
  {
    method: 'PUT',
    path: '/records/{id}/suggestions',
    ids: (w) => [w.recordId],
    valid: (w) => ({ question_id: w.questionId, value: 'a', score: 1, agent: 'a/b:c' }),
  },
  // The world's record with ids that are never its suggestions' (random or malformed).
  { method: 'DELETE', path: '/records/{id}/suggestions?ids={id}', ids: (w) => [w.recordId] },
  { method: 'DELETE', path: '/suggestions/{id}', ids: () => [], destructive: true },
  {
    method: 'POST',
    path: '/records/{id}/responses',
    ids: (w) => [w.recordId],
    valid: () => ({ status: 'submitted', values: { label: { value: 'a' }, duration: { value: 3 } } }),
  },
  {
    method: 'PUT',
    path: '/responses/{id}',
    ids: (w) => [w.responseId],
    valid: () => ({ status: 'draft', values: { label: { value: 'b' } } }),
  },
  { method: 'DELETE', path: '/responses/{id}', ids: () => [], destructive: true },
  {
    method: 'POST',
    path: '/me/responses/bulk',
    ids: () => [],
    valid: (w) => ({
      items: [{ record_id: w.recordId, status: 'submitted', values: { label: { value: 'a' } } }],
    }),
  },
  {
    method: 'POST',
    path: '/me/datasets/{id}/records/search',
    ids: (w) => [w.datasetId],
    valid: (w) => ({
      query: {
        text: { q: 'record -x "a b" c*', field: 'text' },
        vector: { name: 'v', record_id: w.recordId, order: 'least_similar' },
      },
      filters: {
        and: [
          { type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending', 'draft'] },
          { type: 'range', scope: { entity: 'metadata', metadata_property: 'hidden' }, ge: 0, le: 9 },
          {
            type: 'terms',
            scope: { entity: 'suggestion', question: 'label', property: 'agent' },
            values: ['model-1'],
          },
          { type: 'range', scope: { entity: 'record', property: 'inserted_at' }, ge: '2020-01-01', le: null },
        ],
      },
      sort: [
        { scope: { entity: 'metadata', metadata_property: 'visible' }, order: 'desc' },
        { scope: { entity: 'suggestion', question: 'label', property: 'score' }, order: 'asc' },
        { scope: { entity: 'response', question: 'label' }, order: 'asc' },
      ],
    }),
  },
  {
    method: 'POST',
    path: '/me/datasets/{id}/records/search/page',
    ids: (w) => [w.datasetId],
    valid: () => ({
      query: { text: { q: 'record', field: null } },
      filters: {
        and: [{ type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] }],
      },
      sort: [{ scope: { entity: 'record', property: 'inserted_at' }, order: 'desc' }],
    }),
  },
  {
    method: 'POST',
    path: '/me/datasets/{id}/records/search/total',
    ids: (w) => [w.datasetId],
    valid: () => ({
      filters: {
        and: [{ type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] }],
      },
    }),
  },
  {
    method: 'POST',
    path: '/datasets/{id}/records/search',
    ids: (w) => [w.datasetId],
    valid: () => ({
      query: { vector: { name: 'v', value: [1, 0] } },
      filters: {
        and: [{ type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] }],
      },
    }),
  },
  { method: 'GET', path: '/datasets/{id}/records', ids: (w) => [w.datasetId] },
  { method: 'GET', path: '/datasets/{id}/records/search/suggestions/options', ids: (w) => [w.datasetId] },
];
