import { modelSuggestionsRequestSchema } from '@marginalia/core';
import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseJsonBody, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import {
  cancelModelSuggestionsJob,
  getModelSuggestionsJob,
  listConfiguredModels,
  listModelSuggestionsJobs,
  resumeModelSuggestionsJob,
  startModelSuggestions,
  type ModelSuggestionsDeps,
} from './model-suggestions-service';
import type { Context } from 'hono';

function depsOf(c: Context<AppEnv>): ModelSuggestionsDeps {
  return { db: c.var.db, storage: c.var.storage, config: c.var.config.modelSuggestions, jobs: c.var.jobs };
}

/**
 * Pre-annotation by a configured model (issue 30), beside the Argilla wire: the configured models, a dry run or a
 * job over a dataset's records, and the job's counts, cancel and resume. Owners and the workspace's admins.
 */
export function modelSuggestionsRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/model-suggestions/models', requireUser, (c) =>
    c.json(listConfiguredModels(c.var.user, c.var.config.modelSuggestions)),
  );
  routes.post('/datasets/:dataset_id/model-suggestions', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const body = await parseJsonBody(c, modelSuggestionsRequestSchema);
    const outcome = await startModelSuggestions(depsOf(c), c.var.user, datasetId, body);
    return 'dryRun' in outcome ? c.json(outcome.dryRun, 200) : c.json(outcome.job, 202);
  });
  routes.get('/datasets/:dataset_id/model-suggestions', requireUser, async (c) =>
    c.json(await listModelSuggestionsJobs(c.var.db, c.var.user, pathUuid(c, 'dataset_id'))),
  );
  routes.get('/model-suggestions/jobs/:job_id', requireUser, async (c) =>
    c.json(await getModelSuggestionsJob(c.var.db, c.var.user, c.req.param('job_id'))),
  );
  routes.post('/model-suggestions/jobs/:job_id/cancel', requireUser, async (c) =>
    c.json(await cancelModelSuggestionsJob(c.var.db, c.var.user, c.req.param('job_id'))),
  );
  routes.post('/model-suggestions/jobs/:job_id/resume', requireUser, async (c) =>
    c.json(await resumeModelSuggestionsJob(depsOf(c), c.var.user, c.req.param('job_id')), 202),
  );
  return routes;
}
