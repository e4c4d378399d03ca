import { insertJob } from '../../jobs/jobs-service';
import { ADMINS, WRITE, get, type AuthorizationCase } from './authorization-case';

/**
 * Hub import and export (write access) and job status (owners and admins, like the original's job policy).
 * Import and export are stopped right after authorization by a business rule (a draft dataset, a name that is
 * no repository id), so the matrix never reaches out to a hub.
 */
export const JOB_CASES: AuthorizationCase[] = [
  {
    endpoint: 'POST /datasets/{id}/import',
    allowed: WRITE,
    success: [422],
    request: async (w) => ({
      method: 'POST',
      path: `/datasets/${w.draftDatasetId}/import`,
      json: {
        name: 'stanfordnlp/imdb',
        subset: 'plain_text',
        split: 'train',
        mapping: { fields: [{ source: 'text', target: 'text' }] },
      },
    }),
    slice: true,
  },
  {
    endpoint: 'POST /datasets/{id}/export',
    allowed: WRITE,
    success: [422],
    request: async (w) => ({
      method: 'POST',
      path: `/datasets/${w.datasetId}/export`,
      json: { name: 'not-a-repository-id', token: 'hf_matrix' },
    }),
  },
  {
    endpoint: 'GET /jobs/{id}',
    allowed: ADMINS,
    success: [200],
    request: async (w) => {
      const job = await insertJob(w.server.db, {
        type: 'import',
        datasetId: w.datasetId,
        userId: w.users.owner.user.id,
        payload: {},
      });
      return get(`/jobs/${job.id}`);
    },
    slice: true,
  },
];
