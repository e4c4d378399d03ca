import type { Kysely, Migration } from 'kysely';
import { migrationDialect } from './migration-support';

/**
 * Drops `history_entries_at_idx` (migration 0018) on PostgreSQL, where no statement needs it: a record's entries
 * are read by (record_id, at), a dataset's by (dataset_id, at), and the hourly retention prune (`at` alone) is
 * planned on the (dataset_id, at) index. Every response change writes an entry: 4 clients inserting entries one
 * per transaction took a median 9.3 ms each with the index and 8.2 ms without (pgbench on a loaded machine;
 * issue #29's cost). SQLite keeps it: without it the prune would scan the whole table under the write lock.
 */
export const historyWithoutAtIndexMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (migrationDialect(db) !== 'postgres') return;
    await db.schema.dropIndex('history_entries_at_idx').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    if (migrationDialect(db) !== 'postgres') return;
    await db.schema.createIndex('history_entries_at_idx').on('history_entries').column('at').execute();
  },
};
