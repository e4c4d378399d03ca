import type { Kysely, Migration } from 'kysely';

/**
 * Drops `history_entries_at_idx` (migration 0018), which no read of the history uses: a record's entries go by
 * (record_id, at), a dataset's by (dataset_id, at), and only the hourly retention prune filters by `at` alone,
 * which PostgreSQL serves from the (dataset_id, at) index (SQLite scans the table, in the background). Every
 * response change writes an entry: on PostgreSQL, 4 clients inserting entries one per transaction took a median
 * 9.3 ms each with the index and 8.2 ms without (pgbench on a loaded machine; issue #29's cost).
 */
export const historyWithoutAtIndexMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('history_entries_at_idx').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.createIndex('history_entries_at_idx').on('history_entries').column('at').execute();
  },
};
