import type { Kysely } from 'kysely';
import { cachedStatement } from '../db/cached-statement';
import type { Database, HistoryEntriesTable, ResponsesTable } from '../db/schema';
import { arrayNames, columnArrays, inTextArray, unnestRows, type ColumnArrays } from '../db/unnest-rows';
import { datasetDistribution } from '../datasets/dataset-rows';
import { historyRows, type HistoryLog } from '../history/history-log';
import { settleAnsweredRecords } from '../record-answers/settle-answered-record';
import { digestQuestionsOfRules } from './question-rules';
import { HISTORY_COLUMNS, RESPONSE_COLUMNS, writeNewAnswer, type NewAnswer } from './response-write';

/** Most answers one transaction writes. */
export const ANSWER_BATCH_LIMIT = 32;

/** Batches one process writes at the same time (each holds a pooled connection while it runs). */
export const BATCHES_IN_FLIGHT = 2;

/** How a batch of new answers, and one answer on its own, are written (the real ones unless a test gives others). */
export interface AnswerWriters {
  batch(db: Kysely<Database>, history: HistoryLog, answers: readonly NewAnswer[]): Promise<void>;
  one(db: Kysely<Database>, history: HistoryLog, answer: NewAnswer): Promise<void>;
}

interface Waiting {
  answer: NewAnswer;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Writes the new answers that arrive together on PostgreSQL in one transaction. Under many annotators an answer
 * was mostly round trips: a begin, its insert, the read of the record's answers, the status and digest write and
 * a commit, each a socket write, a wake-up of a backend and a read on both sides (R5 of issue 27). A batch pays them
 * once for up to `ANSWER_BATCH_LIMIT` answers (`writeAnswerBatch`).
 *
 * Answers join while fewer than `BATCHES_IN_FLIGHT` batches run; the next batch leaves one turn of the event loop
 * after the first answer waits (those whose reads came back in that turn join it) or when a running batch ends.
 * So a lone answer is written at once, and batches grow only with the load. Each answer is still acknowledged only
 * after its transaction committed. When a batch fails (an answer's record deleted meanwhile, the same user's
 * answer written by another process), each of its answers is written on its own and fails or succeeds alone.
 */
export class AnswerBatches {
  readonly #writers: AnswerWriters;
  #waiting: Waiting[] = [];
  #db: Kysely<Database> | null = null;
  #history: HistoryLog | null = null;
  #inFlight = 0;
  #scheduled = false;

  constructor(writers: AnswerWriters = POSTGRES_ANSWER_WRITERS) {
    this.#writers = writers;
  }

  /** Answers waiting for a batch to leave. */
  get waiting(): number {
    return this.#waiting.length;
  }

  /** Writes `answer`; resolves once its transaction committed, rejects with its own failure. */
  write(db: Kysely<Database>, history: HistoryLog, answer: NewAnswer): Promise<void> {
    // An app has one database; a caller with another one (tests sharing a context) is not batched.
    if (this.#waiting.length > 0 && (db !== this.#db || history !== this.#history)) {
      return this.#writers.one(db, history, answer);
    }
    this.#db = db;
    this.#history = history;
    return new Promise((resolve, reject) => {
      this.#waiting.push({ answer, resolve, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled || this.#inFlight >= BATCHES_IN_FLIGHT || this.#waiting.length === 0) return;
    this.#scheduled = true;
    setImmediate(() => {
      this.#scheduled = false;
      this.#flush();
    });
  }

  #flush(): void {
    const db = this.#db;
    const history = this.#history;
    if (!db || !history) return;
    while (this.#waiting.length > 0 && this.#inFlight < BATCHES_IN_FLIGHT) {
      const batch = this.#waiting.splice(0, ANSWER_BATCH_LIMIT);
      this.#inFlight += 1;
      void this.#run(db, history, batch).finally(() => {
        this.#inFlight -= 1;
        this.#schedule();
      });
    }
  }

  async #run(db: Kysely<Database>, history: HistoryLog, batch: Waiting[]): Promise<void> {
    // A second answer of one user to one record is written after the batch, as it would have been after the
    // first: it then fails on its own (409) without failing the batch.
    const keys = new Set<string>();
    const together: Waiting[] = [];
    const after: Waiting[] = [];
    for (const waiting of batch) {
      const key = `${waiting.answer.row.record_id} ${waiting.answer.row.user_id}`;
      (keys.has(key) ? after : together).push(waiting);
      keys.add(key);
    }
    // Written one by one unless the batch stores them all (a failed batch leaves each to fail or succeed alone).
    let alone = [...together, ...after];
    if (together.length > 1) {
      try {
        await this.#writers.batch(
          db,
          history,
          together.map((waiting) => waiting.answer),
        );
        for (const waiting of together) waiting.resolve();
        alone = after;
      } catch {
        // `alone` keeps every answer of the batch.
      }
    }
    for (const waiting of alone) {
      // In arrival order, each in its own transaction (the 409 of a repeated answer goes to the later one).
      await this.#writers.one(db, history, waiting.answer).then(waiting.resolve, waiting.reject);
    }
  }
}

type BatchInsertParams = ColumnArrays<HistoryEntriesTable, (typeof HISTORY_COLUMNS)[number], 'history_'> &
  ColumnArrays<ResponsesTable, (typeof RESPONSE_COLUMNS)[number], 'response_'> & { recordIds: string[] };

// Every column of both tables is text on PostgreSQL.
const asText = (columns: readonly string[]) => columns.map((column) => [column, 'text'] as const);

/**
 * A batch's insert of its responses and their history entries, locking their records in id order (so batches
 * never wait on each other in a cycle). Its rows go as one array per column: the same statement for any batch size,
 * prepared once per connection (a `values` list was a statement per size, parsed and planned on every batch).
 */
const batchInsert = cachedStatement(
  [...arrayNames('history_', HISTORY_COLUMNS), ...arrayNames('response_', RESPONSE_COLUMNS), 'recordIds'],
  (db, p: BatchInsertParams) =>
    db
      .with('history_written', (q) =>
        q
          .insertInto('history_entries')
          .columns([...HISTORY_COLUMNS])
          .expression(unnestRows(p, 'history_', asText(HISTORY_COLUMNS))),
      )
      .with('responses_written', (q) =>
        q
          .insertInto('responses')
          .columns([...RESPONSE_COLUMNS])
          .expression(unnestRows(p, 'response_', asText(RESPONSE_COLUMNS))),
      )
      .selectFrom('records')
      .select('id')
      .where(inTextArray('id', p.recordIds))
      .orderBy('id')
      .forNoKeyUpdate(),
);

/**
 * Writes answers (at most `ANSWER_BATCH_LIMIT`, no two of one user to one record) in one transaction (PostgreSQL):
 * one statement inserting them with their history and locking their records (`batchInsert`), then per dataset one
 * read of the records' submitted answers and one write of the statuses that change and the digests
 * (`settleAnsweredRecords`). A transaction is five round trips for the whole batch, each a prepared statement.
 */
export async function writeAnswerBatch(
  db: Kysely<Database>,
  history: HistoryLog,
  answers: readonly NewAnswer[],
): Promise<void> {
  const byDataset = new Map<string, NewAnswer[]>();
  for (const answer of answers) {
    byDataset.set(answer.dataset.id, [...(byDataset.get(answer.dataset.id) ?? []), answer]);
  }
  const recordIds = [...new Set(answers.map((answer) => answer.row.record_id))].sort();
  const entries = historyRows(
    history,
    answers.map((answer) => answer.change),
  );
  await db.transaction().execute(async (trx) => {
    await batchInsert.execute(trx, {
      ...columnArrays('history_', entries, HISTORY_COLUMNS),
      ...columnArrays(
        'response_',
        answers.map((answer) => answer.row),
        RESPONSE_COLUMNS,
      ),
      recordIds,
    });
    for (const [datasetId, group] of byDataset) {
      const { dataset, rules } = group[0]!;
      await settleAnsweredRecords(
        trx,
        datasetId,
        datasetDistribution(dataset).min_submitted,
        [...new Set(group.map((answer) => answer.row.record_id))],
        digestQuestionsOfRules(rules),
      );
    }
  });
}

/** The writers a server uses. */
export const POSTGRES_ANSWER_WRITERS: AnswerWriters = { batch: writeAnswerBatch, one: writeNewAnswer };
