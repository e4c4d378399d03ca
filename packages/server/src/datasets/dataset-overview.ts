import type { FieldType, QuestionType, WireDatasetOverview } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UserRow } from '../http/app-env';
import { fieldsOfDataset, questionsOfDataset, settingsTypeOf } from './dataset-child-rows';
import { getDatasetProgress, getMyDatasetMetrics } from './datasets-service';

/**
 * `GET /me/datasets/{id}/overview` (a Marginalia path beside the v1 wire): a home card's questions, field types,
 * the caller's pending records and the team progress in one answer, with the access rule and counts of
 * `GET /datasets/{id}/progress` and `GET /me/datasets/{id}/metrics`.
 */
export async function getMyDatasetOverview(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<WireDatasetOverview> {
  // The progress read checks that the caller may read the dataset before anything else is read.
  const progress = await getDatasetProgress(db, actor, datasetId);
  const [metrics, questions, fields] = await Promise.all([
    getMyDatasetMetrics(db, actor, datasetId),
    questionsOfDataset(db, datasetId),
    fieldsOfDataset(db, datasetId),
  ]);
  return {
    questions: questions.map((row) => ({ title: row.title, type: settingsTypeOf(row) as QuestionType })),
    field_types: fields.map((row) => settingsTypeOf(row) as FieldType),
    pending_for_me: metrics.responses.pending,
    progress,
  };
}
