import { markJobEnded } from '../../jobs/job-rows';
import { insertJob } from '../../jobs/jobs-service';
import { insertRun } from '../../model-suggestions/model-suggestion-rows';
import { ADMINS, WRITE, get, type AuthorizationCase } from './authorization-case';
import type { AuthorizationWorld } from './authorization-world';

/** A pre-annotation job of the world's dataset, ended with `status` (a queued one is left queued). */
async function modelJob(w: AuthorizationWorld, status: 'queued' | 'finished' | 'canceled'): Promise<string> {
  const job = await insertJob(w.server.db, {
    type: 'model-suggestions',
    datasetId: w.datasetId,
    userId: w.users.owner.user.id,
    payload: {
      dataset_id: w.datasetId,
      model: 'matrix-model',
      questions: ['label'],
      prompt: 'x',
      records: null,
      table_schemas: {},
    },
  });
  await insertRun(w.server.db, { jobId: job.id, datasetId: w.datasetId, modelName: 'matrix-model' });
  if (status !== 'queued') await markJobEnded(w.server.db, job.id, status);
  return job.id;
}

/**
 * Pre-annotation by a model (issue 30): owners and the workspace's admins; the models list, like `GET /jobs/{id}`,
 * to any admin. The matrix's server has no model: callers who get past authorization meet the 503.
 */
export const MODEL_SUGGESTION_CASES: AuthorizationCase[] = [
  {
    endpoint: 'GET /model-suggestions/models',
    allowed: ADMINS,
    success: [200],
    request: async () => get('/model-suggestions/models'),
  },
  {
    endpoint: 'POST /datasets/{id}/model-suggestions',
    allowed: WRITE,
    success: [503],
    request: async (w) => ({
      method: 'POST',
      path: `/datasets/${w.datasetId}/model-suggestions`,
      // With a run's own concurrency and the annotation page's filter (text and filters), as the settings send them.
      json: {
        questions: ['label'],
        prompt: 'Label {{field.text}}',
        dry_run: true,
        concurrency: 2,
        records: {
          query: { text: { q: 'record' } },
          filters: {
            and: [{ type: 'terms', scope: { entity: 'response', property: 'status' }, values: ['pending'] }],
          },
        },
      },
    }),
    slice: true,
  },
  {
    endpoint: 'GET /datasets/{id}/model-suggestions',
    allowed: WRITE,
    success: [200],
    request: async (w) => get(`/datasets/${w.datasetId}/model-suggestions`),
  },
  {
    endpoint: 'GET /model-suggestions/jobs/{id}',
    allowed: WRITE,
    success: [200],
    request: async (w) => get(`/model-suggestions/jobs/${await modelJob(w, 'finished')}`),
    slice: true,
  },
  {
    endpoint: 'POST /model-suggestions/jobs/{id}/cancel',
    allowed: WRITE,
    success: [200],
    request: async (w) => ({
      method: 'POST',
      path: `/model-suggestions/jobs/${await modelJob(w, 'queued')}/cancel`,
    }),
  },
  {
    endpoint: 'POST /model-suggestions/jobs/{id}/resume',
    allowed: WRITE,
    success: [503],
    request: async (w) => ({
      method: 'POST',
      path: `/model-suggestions/jobs/${await modelJob(w, 'canceled')}/resume`,
    }),
  },
];
