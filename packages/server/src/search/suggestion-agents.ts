import type { Kysely } from 'kysely';
import type { WireSuggestionOptions } from '@marginalia/core';
import type { Database } from '../db/schema';
import { getReadableDataset } from '../datasets/datasets-service';
import type { UserRow } from '../http/app-env';
import { questionsOfDataset } from '../questions/questions-service';

/**
 * `GET /datasets/{id}/records/search/suggestions/options`: per question (creation order) the
 * distinct non-null agents of its suggestions.
 */
export async function listSuggestionAgents(
  db: Kysely<Database>,
  actor: UserRow,
  datasetId: string,
): Promise<WireSuggestionOptions> {
  await getReadableDataset(db, actor, datasetId);
  const questions = await questionsOfDataset(db, datasetId);
  const agents =
    questions.length === 0
      ? []
      : await db
          .selectFrom('suggestions')
          .select(['question_id', 'agent'])
          .distinct()
          .where(
            'question_id',
            'in',
            questions.map((q) => q.id),
          )
          .where('agent', 'is not', null)
          .orderBy('agent')
          .execute();
  return {
    items: questions.map((q) => ({
      question: { id: q.id, name: q.name },
      agents: agents.filter((a) => a.question_id === q.id).map((a) => a.agent as string),
    })),
  };
}
