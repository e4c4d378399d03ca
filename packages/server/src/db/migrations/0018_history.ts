import type { Kysely, Migration } from 'kysely';

/**
 * History (issue #29): an append-only log of every change to responses, records (fields, metadata, suggestions),
 * reviews and dataset settings, written in the transaction of the change. No foreign key: deleting a dataset, a
 * record or a user keeps their entries (retention is the server's `MARGINALIA_HISTORY_RETENTION_DAYS`, pruned by
 * age only). `before` and `after` are the JSON of the changed entity (null on create and delete respectively).
 */
export const historyMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('history_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('dataset_id', 'text')
      .addColumn('record_id', 'text')
      .addColumn('entity', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute();
    // A record's panel reads its entries in time order; the dataset's log filters by time, user and entity.
    await db.schema
      .createIndex('history_entries_record_id_at_idx')
      .on('history_entries')
      .columns(['record_id', 'at'])
      .execute();
    await db.schema
      .createIndex('history_entries_dataset_id_at_idx')
      .on('history_entries')
      .columns(['dataset_id', 'at'])
      .execute();
    // Dropped on PostgreSQL by 0020 (no statement needs it there; it cost every submit).
    await db.schema.createIndex('history_entries_at_idx').on('history_entries').column('at').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('history_entries').execute();
  },
};
