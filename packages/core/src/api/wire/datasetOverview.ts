import { z } from './zod';
import { datasetProgressSchema } from './datasets';
import { FIELD_TYPES, QUESTION_TYPES } from './enums';

/**
 * `GET /me/datasets/{id}/overview` (a Marginalia path beside the v1 wire): what a home card shows of a dataset in
 * one read instead of four (its questions, its field types, the caller's pending records and the team progress).
 * `pending_for_me` counts the records the caller has not answered yet (no draft, submitted or discarded response),
 * as `GET /me/datasets/{id}/metrics` does; `progress` is `GET /datasets/{id}/progress`'s body.
 */
export const datasetOverviewSchema = z.object({
  questions: z.array(z.object({ title: z.string(), type: z.enum(QUESTION_TYPES) })),
  field_types: z.array(z.enum(FIELD_TYPES)),
  pending_for_me: z.number(),
  progress: datasetProgressSchema,
});
export type WireDatasetOverview = z.infer<typeof datasetOverviewSchema>;
