import { sql, type Kysely } from 'kysely';
import type { BackgroundTasks } from '../common/background-tasks';
import { dialectOf } from './database';
import type { Database } from './schema';

/** The tables a bulk record load grows and whose statistics the record search's plans rest on. */
export const LOADED_TABLES = [
  'records',
  'record_texts',
  'record_metadata',
  'suggestions',
  'vectors',
  'responses',
] as const;
type LoadedTable = (typeof LOADED_TABLES)[number];

/** Rows a table may gain before its statistics are refreshed, at least; above it, a tenth of its size. */
const MIN_GROWTH = 500;

/**
 * Columns analyzed where not all are: a vector's `value` (hundreds of floats, out of line) is never filtered on,
 * and sampling it made analyzing `vectors` cost seconds instead of milliseconds next to the load it follows.
 */
const ANALYZED_COLUMNS: Partial<Record<LoadedTable, readonly string[]>> = {
  vectors: ['id', 'record_id', 'vector_settings_id', 'norm', 'inserted_at', 'updated_at'],
};
/** Lets the rest of a burst of batches land before analyzing, so one refresh covers them. */
const SETTLE_MS = 300;
/**
 * Least time from one refresh to the next, and most a refresh waits for a burst to settle. The SDK's `records.log()`
 * sends its batches one after the other: once a batch took longer than `SETTLE_MS` to answer (on 2 busy cores, any
 * of 256 records), each pause between two batches looked settled, and the grown tables were analyzed after every
 * batch (the suggestions, 1,536 rows a batch, 25 times in a load of 5,120 records: a third of the time its statements
 * took). The planner's figures are then at most a few seconds behind a load, and current right after it.
 */
const REFRESH_INTERVAL_MS = 3000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps PostgreSQL's planner statistics current while records are loaded in bulk. Autovacuum analyzes a table
 * once a tenth of it changed, but only when its next round comes (a minute by default): right after a load the
 * planner still believes the dataset holds a few rows and picks nested loops over every record — the pending
 * queue of 10,000 freshly loaded records took 120 ms to rank and 60 ms to count instead of a few ms (issue #27).
 * This applies autovacuum's rule at once: a table is analyzed when the rows written to it since its last refresh
 * (counted here, per process) reach a tenth of its size then, or 500. Growing from 0 to 1,000,000 rows costs
 * about 70 refreshes of a sample each, in the background, one at a time. SQLite plans from its indexes alone.
 */
export class TableStatistics {
  private readonly written = new Map<LoadedTable, number>();
  private readonly sizeAtRefresh = new Map<LoadedTable, number>();
  /** When the last bulk request was noted, and when the last refresh ended (`Date.now()`). */
  private lastWrite = 0;
  private refreshedAt = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly tasks: BackgroundTasks,
  ) {}

  /** Notes rows written by a bulk request and, when a table grew enough, refreshes its statistics soon. */
  wrote(rows: Partial<Record<LoadedTable, number>>): void {
    if (dialectOf(this.db) !== 'postgres') return;
    for (const [table, count] of Object.entries(rows) as [LoadedTable, number][])
      this.written.set(table, (this.written.get(table) ?? 0) + count);
    this.lastWrite = Date.now();
    if (this.staleTables().length === 0) return;
    this.tasks.run('table-statistics', async () => {
      // A run queued behind one that already covered its writes has nothing to wait for.
      if (this.staleTables().length === 0) return;
      await this.settled();
      await this.refresh();
    });
  }

  /**
   * Resolves once no request wrote for `SETTLE_MS` (or, under a steady stream of them, `REFRESH_INTERVAL_MS` after
   * it was called), and not before `REFRESH_INTERVAL_MS` after the last refresh.
   */
  private async settled(): Promise<void> {
    const start = Date.now();
    for (;;) {
      const settledAt = Math.min(this.lastWrite + SETTLE_MS, start + REFRESH_INTERVAL_MS);
      const wait = Math.max(settledAt, this.refreshedAt + REFRESH_INTERVAL_MS) - Date.now();
      if (wait <= 0) return;
      await pause(wait);
    }
  }

  private staleTables(): LoadedTable[] {
    return LOADED_TABLES.filter(
      (table) =>
        (this.written.get(table) ?? 0) >= Math.max(MIN_GROWTH, (this.sizeAtRefresh.get(table) ?? 0) / 10),
    );
  }

  /** Analyzes the tables that grew enough; returns their names. */
  async refresh(): Promise<LoadedTable[]> {
    const stale = this.staleTables();
    for (const table of stale) {
      this.written.set(table, 0);
      const columns = ANALYZED_COLUMNS[table];
      const list = columns ? sql`(${sql.join(columns.map((c) => sql.ref(c)))})` : sql``;
      await sql`analyze ${sql.table(table)} ${list}`.execute(this.db);
      const size = await sql<{ rows: number | string }>`select reltuples as rows from pg_class
        where oid = to_regclass(${table})`.execute(this.db);
      this.sizeAtRefresh.set(table, Math.max(0, Number(size.rows[0]?.rows ?? 0)));
    }
    if (stale.length > 0) this.refreshedAt = Date.now();
    return stale;
  }
}

/** Rows a bulk request of records writes, by table, for {@link TableStatistics.wrote}. */
export function bulkRecordRows(
  items: readonly {
    fields?: Record<string, unknown> | undefined;
    metadata?: Record<string, unknown> | null | undefined;
    suggestions?: readonly unknown[] | undefined;
    responses?: readonly unknown[] | undefined;
    vectors?: Record<string, unknown> | undefined;
  }[],
): Record<LoadedTable, number> {
  const rows: Record<LoadedTable, number> = {
    records: items.length,
    record_texts: 0,
    record_metadata: 0,
    suggestions: 0,
    vectors: 0,
    responses: 0,
  };
  for (const item of items) {
    rows.record_texts += Object.keys(item.fields ?? {}).length;
    rows.record_metadata += Object.keys(item.metadata ?? {}).length;
    rows.suggestions += item.suggestions?.length ?? 0;
    rows.responses += item.responses?.length ?? 0;
    rows.vectors += Object.keys(item.vectors ?? {}).length;
  }
  return rows;
}

/** After a background load (a hub import): analyzes the loaded tables at once, on PostgreSQL. */
export async function analyzeLoadedTables(db: Kysely<Database>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of LOADED_TABLES) await sql`analyze ${sql.table(table)}`.execute(db);
}
