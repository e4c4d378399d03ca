import { sql, type Kysely } from 'kysely';
import type { WireSuggestionOptions } from '@marginalia/core';
import type { Database } from '../db/schema';
import { getReadableDataset } from '../datasets/datasets-service';
import type { UserRow } from '../http/app-env';
import { questionsOfDataset } from '../datasets/dataset-child-rows';

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
  // One question after the other: each is a handful of index look-ups, not worth a connection each.
  const agents: string[][] = [];
  for (const question of questions) agents.push(await agentsOfQuestion(db, question.id));
  return {
    items: questions.map((q, index) => ({
      question: { id: q.id, name: q.name },
      agents: agents[index] as string[],
    })),
  };
}

/**
 * The distinct agents of one question's suggestions, in order, found by stepping through the
 * `(question_id, agent)` index from one agent to the next: a few index look-ups per agent instead of a pass
 * over every suggestion (100,000 suggestions: about 20 ms → under 0.1 ms on SQLite).
 */
async function agentsOfQuestion(db: Kysely<Database>, questionId: string): Promise<string[]> {
  const { rows } = await sql<{ agent: string }>`
    with recursive next_agent(agent) as (
      select min(agent) from suggestions where question_id = ${questionId} and agent is not null
      union all
      select (select min(agent) from suggestions where question_id = ${questionId} and agent > next_agent.agent)
      from next_agent where next_agent.agent is not null
    )
    select agent from next_agent where agent is not null`.execute(db);
  return rows.map((row) => row.agent);
}
