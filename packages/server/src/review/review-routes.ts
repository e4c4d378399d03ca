import {
  reviewersUpdateSchema,
  reviewRecordIdsQuerySchema,
  reviewQueueQuerySchema,
  reviewsBulkUpdateSchema,
  reviewUpdateSchema,
} from '@marginalia/core';
import { Hono } from 'hono';
import { requireUser } from '../auth/authenticate';
import { parseJsonBody, parseQuery, pathUuid } from '../errors/request-input';
import type { AppEnv } from '../http/app-env';
import { updateRecordReviews } from './review-bulk';
import { getReviewQueue, getReviewSummary } from './review-queue';
import { getReviewRecordIds } from './review-record-ids';
import { getRecordReviewer } from './review-reviewer';
import { getRecordReview, getReviewers, updateRecordReview, updateReviewers } from './review-service';

/** Review routes (docs/review-and-agreement.md): Marginalia's own paths beside the Argilla wire. */
export function reviewRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/datasets/:dataset_id/reviewers', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    return c.json(await getReviewers(c.var.db, c.var.user, datasetId));
  });

  routes.put('/datasets/:dataset_id/reviewers', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const body = await parseJsonBody(c, reviewersUpdateSchema);
    return c.json(await updateReviewers(c.var.db, c.var.user, datasetId, body, c.var.context.history));
  });

  routes.get('/records/:record_id/review', requireUser, async (c) => {
    const recordId = pathUuid(c, 'record_id');
    return c.json(await getRecordReview(c.var.db, c.var.user, recordId));
  });

  routes.get('/records/:record_id/review/reviewer', requireUser, async (c) => {
    const recordId = pathUuid(c, 'record_id');
    return c.json(await getRecordReviewer(c.var.db, c.var.user, recordId));
  });

  routes.put('/records/:record_id/review', requireUser, async (c) => {
    const recordId = pathUuid(c, 'record_id');
    const body = await parseJsonBody(c, reviewUpdateSchema);
    const context = {
      activity: c.var.context.datasetActivity,
      storage: c.var.storage,
      history: c.var.context.history,
    };
    return c.json(await updateRecordReview(c.var.db, c.var.user, recordId, body, context));
  });

  routes.put('/datasets/:dataset_id/reviews', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const body = await parseJsonBody(c, reviewsBulkUpdateSchema);
    const context = {
      activity: c.var.context.datasetActivity,
      storage: c.var.storage,
      history: c.var.context.history,
    };
    return c.json(await updateRecordReviews(c.var.db, c.var.user, datasetId, body, context));
  });

  routes.get('/datasets/:dataset_id/review/records', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const query = parseQuery(c, reviewQueueQuerySchema);
    return c.json(await getReviewQueue(c.var.db, c.var.user, datasetId, query));
  });

  routes.get('/datasets/:dataset_id/review/summary', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    return c.json(await getReviewSummary(c.var.db, c.var.user, datasetId));
  });

  routes.get('/datasets/:dataset_id/review/record-ids', requireUser, async (c) => {
    const datasetId = pathUuid(c, 'dataset_id');
    const query = parseQuery(c, reviewRecordIdsQuerySchema);
    return c.json(await getReviewRecordIds(c.var.db, c.var.user, datasetId, query));
  });

  return routes;
}
