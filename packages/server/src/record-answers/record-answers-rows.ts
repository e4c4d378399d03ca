import type { WireQuestionSettings, WireResponseValues } from '@marginalia/core';
import { sql, type Kysely, type QueryResult, type RawBuilder } from 'kysely';
import { dialectOf } from '../db/database';
import { fromJson, fromJsonRequired, toJson } from '../db/json-column';
import type { Database, RecordAnswerDigestsTable } from '../db/schema';
import { statementChunks } from '../db/statement-chunks';
import type { DisagreementQuestion } from './disagreement';

/**
 * The row layer of `record_answer_digests` (migration 0016): what each record's submitted responses say, kept
 * beside the record so that agreement and the review queue never parse every response of a dataset per request.
 * The SQL and the JSON of its `answers` column, done here and nowhere else.
 */

/**
 * A record's submitted answers as `answers` stores them (JSON): `users`, the annotators' ids in sorted order joined
 * by commas; `answers`, per question, the JSON of the list of their values in that order (null for no answer),
 * questions nobody answered left out. Both are texts that repeat from record to record (the same annotators, the
 * same few labels), so a reader decodes each distinct one once.
 */
export interface AnswerDigest {
  users: string;
  answers: Record<string, string>;
}

/** The user ids a digest's `users` joins. */
export function digestUsers(users: string): string[] {
  return users === '' ? [] : users.split(',');
}

/** The JSON text of each value in a digest's list of one question's answers (null for no answer). */
export function digestAnswerTexts(answers: string): (string | null)[] {
  return fromJsonRequired<unknown[]>(answers).map((value) =>
    value === undefined || value === null ? null : JSON.stringify(value),
  );
}

/** The questions of a dataset, name and type, in their order. */
export async function digestQuestionsOf(
  db: Kysely<Database>,
  datasetId: string,
): Promise<DisagreementQuestion[]> {
  const rows = await db
    .selectFrom('questions')
    .select(['name', 'settings'])
    .where('dataset_id', '=', datasetId)
    .orderBy('inserted_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ name: r.name, type: fromJsonRequired<WireQuestionSettings>(r.settings).type }));
}

/** A submitted response as a digest is made of it. */
export interface SubmittedValues {
  record_id: string;
  user_id: string;
  values: WireResponseValues | null;
}

/** The records among `recordIds` (with their insertion time) and their submitted responses. */
export async function submittedValuesOf(
  db: Kysely<Database>,
  recordIds: readonly string[],
): Promise<{ records: { id: string; inserted_at: string }[]; responses: SubmittedValues[] }> {
  const records = await db
    .selectFrom('records')
    .select(['id', 'inserted_at'])
    .where('id', 'in', [...recordIds])
    .execute();
  const rows = await db
    .selectFrom('responses')
    .select(['record_id', 'user_id', 'values'])
    .where('record_id', 'in', [...recordIds])
    .where('status', '=', 'submitted')
    .execute();
  return { records, responses: rows.map((r) => ({ ...r, values: fromJson<WireResponseValues>(r.values) })) };
}

/** The digest JSON of some submitted responses of one record. */
export function digestText(
  questions: readonly DisagreementQuestion[],
  submitted: readonly SubmittedValues[],
): string {
  const sorted = [...submitted].sort((a, b) => (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0));
  const answers: AnswerDigest['answers'] = {};
  for (const { name } of questions) {
    const values = sorted.map(({ values }) => values?.[name]?.value ?? null);
    if (values.some((v) => v !== null)) answers[name] = toJson(values);
  }
  const digest: AnswerDigest = { users: sorted.map((r) => r.user_id).join(','), answers };
  return toJson(digest);
}

/** Writes digests over the ones the records had. */
export async function upsertDigests(
  db: Kysely<Database>,
  rows: readonly RecordAnswerDigestsTable[],
): Promise<void> {
  for (const chunk of statementChunks(dialectOf(db), rows, 5)) {
    await db
      .insertInto('record_answer_digests')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('record_id').doUpdateSet((eb) => ({
          disagreement: eb.ref('excluded.disagreement'),
          answers: eb.ref('excluded.answers'),
        })),
      )
      .execute();
  }
}

/** Empties the digests the records have (no submitted answer left); records without one get none. */
export async function emptyDigests(db: Kysely<Database>, recordIds: readonly string[]): Promise<void> {
  if (recordIds.length === 0) return;
  const empty: AnswerDigest = { users: '', answers: {} };
  await db
    .updateTable('record_answer_digests')
    .set({ disagreement: 0, answers: toJson(empty) })
    .where('record_id', 'in', [...recordIds])
    .execute();
}

type DigestRow = Pick<RecordAnswerDigestsTable, 'record_id' | 'record_inserted_at' | 'answers'>;

/** Records read per query by `datasetDigests`. */
const DIGEST_PAGE = 20_000;

/**
 * Every digest of a dataset with some answer, records in insertion order, a page at a time (one index range
 * each, `(dataset_id, record_inserted_at, record_id)`), the outer JSON decoded (see `AnswerDigest`).
 */
export async function* datasetDigests(
  db: Kysely<Database>,
  datasetId: string,
): AsyncGenerator<{ recordIds: string[]; digests: AnswerDigest[] }> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const from: RawBuilder<unknown> = after
      ? sql`and (record_inserted_at, record_id) > (${after.at}, ${after.id})`
      : sql``;
    const rows: QueryResult<DigestRow> = await sql<DigestRow>`
      select record_id, record_inserted_at, answers from record_answer_digests
      where dataset_id = ${datasetId} ${from}
      order by record_inserted_at, record_id limit ${DIGEST_PAGE}`.execute(db);
    const page = rows.rows;
    const recordIds: string[] = [];
    const digests: AnswerDigest[] = [];
    for (const row of page) {
      const digest = fromJsonRequired<AnswerDigest>(row.answers);
      if (digest.users === '') continue;
      recordIds.push(row.record_id);
      digests.push(digest);
    }
    if (recordIds.length > 0) yield { recordIds, digests };
    const last = page[page.length - 1];
    if (!last || page.length < DIGEST_PAGE) return;
    after = { at: last.record_inserted_at, id: last.record_id };
  }
}
