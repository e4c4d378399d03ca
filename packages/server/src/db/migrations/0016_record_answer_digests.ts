import { sql, type Kysely, type Migration } from 'kysely';
import { inMigrationTransaction } from './migration-support';

/**
 * What a record's submitted responses say, kept beside the record (issue #28, docs/review-and-agreement.md) so
 * that agreement and the review queue never parse every response of a dataset per request:
 *
 * - `answers`: the record's submitted answers, JSON `{"users": "<user ids, sorted, joined by commas>", "answers":
 *   {<question>: "<JSON list of each user's value, null for none>"}}`: agreement reads one row per record in
 *   insertion order (`record_inserted_at`, `record_id`) and decodes each distinct text once.
 * - `disagreement`: the share of the record's answered questions whose submitted answers are not all equal, the
 *   review queue's default order, read along `(dataset_id, disagreement desc, record_inserted_at, record_id)`.
 *
 * Written in the transaction of every response write (`record-answers/`), after the record is locked for its status.
 * Every record with a response or a review gets a row here, backfilled below by the rules of this time (a frozen
 * copy of `record-answers/`).
 */
export const recordAnswerDigestsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('record_answer_digests')
      .addColumn('record_id', 'text', (c) => c.primaryKey().references('records.id').onDelete('cascade'))
      .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
      .addColumn('record_inserted_at', 'text', (c) => c.notNull())
      .addColumn('disagreement', 'double precision', (c) => c.notNull())
      .addColumn('answers', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('record_answer_digests_dataset_id_order_idx')
      .on('record_answer_digests')
      .columns(['dataset_id', 'record_inserted_at', 'record_id'])
      .execute();
    await db.schema
      .createIndex('record_answer_digests_dataset_id_disagreement_idx')
      .on('record_answer_digests')
      .columns(['dataset_id', 'disagreement desc', 'record_inserted_at', 'record_id'])
      .execute();
    await inMigrationTransaction(db, backfillAnswerDigests);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('record_answer_digests').execute();
  },
};

const PAGE = 1000;

interface Question {
  name: string;
  type: string;
}

const itemKey = (item: unknown) => JSON.stringify(item);

/** The key two equal answers share (multi-labels, rankings and spans whatever the order of their items). */
function answerKey(type: string, answer: unknown): string {
  if (!Array.isArray(answer)) return JSON.stringify(answer);
  if (['multi_label_selection', 'dynamic_multi_label_selection', 'ranking', 'span'].includes(type)) {
    return JSON.stringify(answer.map(itemKey).sort());
  }
  return JSON.stringify(answer);
}

type Values = Record<string, { value?: unknown } | undefined> | null;

function disagreementOf(questions: readonly Question[], responses: readonly Values[]): number {
  let answered = 0;
  let disputed = 0;
  for (const question of questions) {
    let first: string | undefined;
    let differs = false;
    for (const values of responses) {
      const answer = values?.[question.name]?.value;
      if (answer === undefined || answer === null) continue;
      const key = answerKey(question.type, answer);
      if (first === undefined) first = key;
      else if (key !== first) differs = true;
    }
    if (first === undefined) continue;
    answered += 1;
    if (differs) disputed += 1;
  }
  return answered === 0 ? 0 : disputed / answered;
}

function answersOf(questions: readonly Question[], submitted: { user_id: string; values: Values }[]): string {
  const sorted = [...submitted].sort((a, b) => (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0));
  const answers: Record<string, string> = {};
  for (const { name } of questions) {
    const values = sorted.map(({ values }) => values?.[name]?.value ?? null);
    if (values.some((v) => v !== null)) answers[name] = JSON.stringify(values);
  }
  return JSON.stringify({ users: sorted.map((r) => r.user_id).join(','), answers });
}

async function questionsOf(db: Kysely<unknown>, datasetId: string): Promise<Question[]> {
  const rows = await sql<{ name: string; settings: string }>`
    select name, settings from questions where dataset_id = ${datasetId} order by inserted_at, id`.execute(
    db,
  );
  return rows.rows.map((r) => ({
    name: r.name,
    type: String((JSON.parse(r.settings) as { type?: unknown }).type),
  }));
}

/** Digests of every record with a response or a review, a page of records at a time. */
export async function backfillAnswerDigests(db: Kysely<unknown>): Promise<void> {
  const datasets = await sql<{ dataset_id: string }>`
    select distinct r.dataset_id from records r where exists (select 1 from responses s where s.record_id = r.id)
      or exists (select 1 from record_reviews rr where rr.record_id = r.id)`.execute(db);
  for (const { dataset_id: datasetId } of datasets.rows) {
    const questions = await questionsOf(db, datasetId);
    let after = '';
    for (;;) {
      const records = await sql<{ id: string; inserted_at: string }>`
        select r.id, r.inserted_at from records r where r.dataset_id = ${datasetId} and r.id > ${after}
          and (exists (select 1 from responses s where s.record_id = r.id)
            or exists (select 1 from record_reviews rr where rr.record_id = r.id))
        order by r.id limit ${PAGE}`.execute(db);
      if (records.rows.length === 0) break;
      const ids = records.rows.map((r) => r.id);
      const responses = await sql<{ record_id: string; user_id: string; values: string | null }>`
        select record_id, user_id, "values" from responses
        where status = 'submitted' and record_id in (${sql.join(ids)})`.execute(db);
      const byRecord = new Map<string, { user_id: string; values: Values }[]>(ids.map((id) => [id, []]));
      for (const row of responses.rows) {
        byRecord.get(row.record_id)?.push({
          user_id: row.user_id,
          values: row.values === null ? null : (JSON.parse(row.values) as Values),
        });
      }
      const rows = records.rows.map((r) => {
        const submitted = byRecord.get(r.id) ?? [];
        return sql`(${r.id}, ${datasetId}, ${r.inserted_at}, ${disagreementOf(
          questions,
          submitted.map((s) => s.values),
        )}, ${answersOf(questions, submitted)})`;
      });
      await sql`insert into record_answer_digests (record_id, dataset_id, record_inserted_at, disagreement, answers)
        values ${sql.join(rows)}`.execute(db);
      after = ids[ids.length - 1] as string;
    }
  }
}
