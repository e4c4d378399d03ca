import type { WireQuestionSettings, WireResponseValues } from '@marginalia/core';
import { sql, type Kysely, type QueryCreator, type QueryResult, type RawBuilder } from 'kysely';
import { cachedStatement } from '../db/cached-statement';
import { dialectOf } from '../db/database';
import { fromJson, fromJsonRequired, toJson } from '../db/json-column';
import type { Database, RecordAnswerDigestsTable, RecordsTable } from '../db/schema';
import { statementChunks } from '../db/statement-chunks';
import { inTextArray } from '../db/unnest-rows';
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

/**
 * The JSON text of each value in a digest's list of one question's answers (null for no answer). The list is cut
 * at its top-level commas without decoding the values (decoding each list, then encoding each value again, was
 * most of the cost of reading a dataset whose lists rarely repeat, such as multi-label answers); a text that is not
 * a list is decoded, and fails, as JSON.
 */
export function digestAnswerTexts(answers: string): (string | null)[] {
  const items: (string | null)[] = [];
  const text = answers.trim();
  if (text.charCodeAt(0) !== 0x5b || text.charCodeAt(text.length - 1) !== 0x5d) {
    return fromJsonRequired<unknown[]>(answers).map((value) =>
      value === undefined || value === null ? null : JSON.stringify(value),
    );
  }
  let depth = 0;
  let start = 1;
  let inString = false;
  for (let i = 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // an escaped character, a quote among them
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) depth += 1;
    else if ((c === 0x5d || c === 0x7d) && depth > 0) depth -= 1;
    else if (depth === 0 && (c === 0x2c || i === text.length - 1)) {
      const item = text.slice(start, i).trim();
      if (item !== '' || c === 0x2c) items.push(item === 'null' ? null : item);
      start = i + 1;
    }
  }
  return items;
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

/** A record as its digest and status are made: its insertion time (the digests' order) and its stored status. */
export interface AnsweredRecord {
  id: string;
  inserted_at: string;
  status: RecordsTable['status'];
}

function submittedValuesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('records as r')
    .leftJoin('responses as s', (join) =>
      join.onRef('s.record_id', '=', 'r.id').on('s.status', '=', 'submitted'),
    )
    .select(['r.id', 'r.inserted_at', 'r.status', 's.user_id', 's.values']);
}

/** `submittedValuesOf` of one record (every answer's), built once. */
const submittedValuesOfOne = cachedStatement(['recordId'], (db, p: { recordId: string }) =>
  submittedValuesQuery(db).where('r.id', '=', p.recordId),
);

/** `submittedValuesOf` of any number of records on PostgreSQL (a batch of answers'), built and prepared once. */
const submittedValuesOfMany = cachedStatement(['recordIds'], (db, p: { recordIds: readonly string[] }) =>
  submittedValuesQuery(db).where(inTextArray('r.id', p.recordIds)),
);

/**
 * The records among `recordIds` (with their insertion time and status) and their submitted responses, in one statement (a
 * record without any comes once, with no response): it runs in every answer's transaction.
 */
export async function submittedValuesOf(
  db: Kysely<Database>,
  recordIds: readonly string[],
): Promise<{ records: AnsweredRecord[]; responses: SubmittedValues[] }> {
  const rows =
    recordIds.length === 1
      ? (await submittedValuesOfOne.execute(db, { recordId: recordIds[0]! })).rows
      : dialectOf(db) === 'postgres'
        ? (await submittedValuesOfMany.execute(db, { recordIds })).rows
        : await submittedValuesQuery(db)
            .where('r.id', 'in', [...recordIds])
            .execute();
  const records = new Map<string, AnsweredRecord>();
  const responses: SubmittedValues[] = [];
  for (const row of rows) {
    if (!records.has(row.id))
      records.set(row.id, { id: row.id, inserted_at: row.inserted_at, status: row.status });
    if (row.user_id !== null)
      responses.push({
        record_id: row.id,
        user_id: row.user_id,
        values: fromJson<WireResponseValues>(row.values),
      });
  }
  return { records: [...records.values()], responses };
}

/** The submitted responses of each record `submittedValuesOf` read, by record id (an empty list for none). */
export function submittedByRecord(
  records: readonly AnsweredRecord[],
  responses: readonly SubmittedValues[],
): Map<string, SubmittedValues[]> {
  const byRecord = new Map<string, SubmittedValues[]>(records.map((r) => [r.id, []]));
  for (const response of responses) byRecord.get(response.record_id)?.push(response);
  return byRecord;
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

/** The columns of a digest row, in the order statements name them. */
export const DIGEST_COLUMNS = [
  'record_id',
  'dataset_id',
  'record_inserted_at',
  'disagreement',
  'answers',
] as const;

/**
 * The statement writing digests over the ones the records had (on `db`, which may carry a `with`): `rows`, or the
 * rows a `select` gives in the order of `DIGEST_COLUMNS`.
 */
export function digestsUpsert(
  db: QueryCreator<Database>,
  rows: readonly RecordAnswerDigestsTable[] | RawBuilder<unknown>,
) {
  const insert = db.insertInto('record_answer_digests');
  const selected = 'isRawBuilder' in rows ? rows : null;
  return (
    selected
      ? insert.columns([...DIGEST_COLUMNS]).expression(selected)
      : insert.values([...(rows as readonly RecordAnswerDigestsTable[])])
  ).onConflict((oc) =>
    oc.column('record_id').doUpdateSet((eb) => ({
      disagreement: eb.ref('excluded.disagreement'),
      answers: eb.ref('excluded.answers'),
    })),
  );
}

/** Writes digests over the ones the records had. */
export async function upsertDigests(
  db: Kysely<Database>,
  rows: readonly RecordAnswerDigestsTable[],
): Promise<void> {
  for (const chunk of statementChunks(dialectOf(db), rows, 5)) await digestsUpsert(db, chunk).execute();
}

/** The statement emptying the digests the records have (on `db`, which may carry a `with`). */
export function digestsEmptying(db: QueryCreator<Database>, recordIds: readonly string[]) {
  const empty: AnswerDigest = { users: '', answers: {} };
  return db
    .updateTable('record_answer_digests')
    .set({ disagreement: 0, answers: toJson(empty) })
    .where('record_id', 'in', [...recordIds]);
}

/** Empties the digests the records have (no submitted answer left); records without one get none. */
export async function emptyDigests(db: Kysely<Database>, recordIds: readonly string[]): Promise<void> {
  if (recordIds.length === 0) return;
  await digestsEmptying(db, recordIds).execute();
}

type DigestRow = Pick<RecordAnswerDigestsTable, 'record_id' | 'record_inserted_at' | 'answers'>;

/**
 * Records read per query by `datasetDigests`: small pages, so that each page's texts are garbage before the next
 * is read (pages of 20,000 rows, about 13 MB of text, outlived the young generation and tripled the time spent
 * collecting it).
 */
const DIGEST_PAGE = 2000;

/**
 * Every digest of a dataset with some answer, records in insertion order, a page at a time (one index range
 * each, `(dataset_id, record_inserted_at, record_id)`), the outer JSON decoded (see `AnswerDigest`). The next page
 * is asked for before this one is decoded: PostgreSQL reads it while this process decodes.
 */
export async function* datasetDigests(
  db: Kysely<Database>,
  datasetId: string,
): AsyncGenerator<{ recordIds: string[]; digests: AnswerDigest[] }> {
  const pageAfter = (after: DigestRow | null): Promise<QueryResult<DigestRow>> => {
    const from: RawBuilder<unknown> = after
      ? sql`and (record_inserted_at, record_id) > (${after.record_inserted_at}, ${after.record_id})`
      : sql``;
    return sql<DigestRow>`
      select record_id, record_inserted_at, answers from record_answer_digests
      where dataset_id = ${datasetId} ${from}
      order by record_inserted_at, record_id limit ${DIGEST_PAGE}`.execute(db);
  };
  let pending = pageAfter(null);
  for (;;) {
    const page = (await pending).rows;
    const last = page[page.length - 1];
    const more = last !== undefined && page.length === DIGEST_PAGE;
    if (more) {
      pending = pageAfter(last);
      // Awaited on the next turn; if the reader stops before, its failure has nobody to tell.
      pending.catch(() => undefined);
    }
    const recordIds: string[] = [];
    const digests: AnswerDigest[] = [];
    for (const row of page) {
      const digest = fromJsonRequired<AnswerDigest>(row.answers);
      if (digest.users === '') continue;
      recordIds.push(row.record_id);
      digests.push(digest);
    }
    if (recordIds.length > 0) yield { recordIds, digests };
    if (!more) return;
  }
}
