import type { RecordStatus, ResponseStatus } from '@marginalia/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The counts a dataset's progress and metrics are made of: SQL only, the shaping stays in the service. */

/** How many records of a dataset have each status. */
export async function recordCountsByStatus(
  db: Kysely<Database>,
  datasetId: string,
): Promise<{ status: RecordStatus; count: number }[]> {
  const rows = await db
    .selectFrom('records')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('dataset_id', '=', datasetId)
    .groupBy('status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/** How many records a dataset has. */
export async function recordCountOfDataset(db: Kysely<Database>, datasetId: string): Promise<number> {
  const total = await db
    .selectFrom('records')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('dataset_id', '=', datasetId)
    .executeTakeFirstOrThrow();
  return Number(total.count);
}

/** The usernames of the users who responded to a record of the dataset, by username. */
export async function usernamesWithResponses(db: Kysely<Database>, datasetId: string): Promise<string[]> {
  // Per user, their responses (by the user index) probed for one in this dataset: a join from the dataset's side
  // would walk every record of a large dataset.
  const users = await db
    .selectFrom('users')
    .select('username')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('responses')
          .select('responses.id')
          .whereRef('responses.user_id', '=', 'users.id')
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('records')
                .select('records.id')
                .whereRef('records.id', '=', 'responses.record_id')
                .where('records.dataset_id', '=', datasetId),
            ),
          ),
      ),
    )
    .orderBy('username')
    .execute();
  return users.map((u) => u.username);
}

/** A dataset's responses counted by user, record status and response status, by username. */
export async function responseCountsByUser(
  db: Kysely<Database>,
  datasetId: string,
): Promise<
  { username: string; record_status: RecordStatus; response_status: ResponseStatus; count: number }[]
> {
  const rows = await db
    .selectFrom('responses')
    .innerJoin('records', 'records.id', 'responses.record_id')
    .innerJoin('users', 'users.id', 'responses.user_id')
    .select(['users.username', 'records.status as record_status', 'responses.status as response_status'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('records.dataset_id', '=', datasetId)
    .groupBy(['users.username', 'records.status', 'responses.status'])
    .orderBy('users.username')
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** One user's responses to a dataset's records, counted by response status. */
export async function responseCountsOfUser(
  db: Kysely<Database>,
  datasetId: string,
  userId: string,
): Promise<{ status: ResponseStatus; count: number }[]> {
  const rows = await db
    .selectFrom('responses')
    .innerJoin('records', 'records.id', 'responses.record_id')
    .select(['responses.status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('records.dataset_id', '=', datasetId)
    .where('responses.user_id', '=', userId)
    .groupBy('responses.status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}
