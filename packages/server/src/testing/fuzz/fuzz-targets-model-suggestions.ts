import type { FuzzTarget } from './fuzz-target';

/** Pre-annotation by a model (issue 30); the fuzz server's stand-in model answers whatever gets through. */
export const MODEL_SUGGESTION_TARGETS: FuzzTarget[] = [
  { method: 'GET', path: '/model-suggestions/models', ids: () => [] },
  {
    method: 'POST',
    path: '/datasets/{id}/model-suggestions',
    ids: (w) => [w.datasetId],
    valid: () => ({
      questions: ['label'],
      prompt: 'Label {{field.text}} among {{options.label}}',
      dry_run: true,
      concurrency: 2,
      records: {
        query: { text: { q: 'record' } },
        filters: {
          and: [{ type: 'terms', scope: { entity: 'record', property: 'status' }, values: ['pending'] }],
        },
      },
    }),
  },
  { method: 'GET', path: '/datasets/{id}/model-suggestions', ids: (w) => [w.datasetId] },
  { method: 'GET', path: '/model-suggestions/jobs/{id}', ids: (w) => [w.jobId] },
  { method: 'POST', path: '/model-suggestions/jobs/{id}/cancel', ids: (w) => [w.jobId] },
  { method: 'POST', path: '/model-suggestions/jobs/{id}/resume', ids: (w) => [w.jobId] },
];
