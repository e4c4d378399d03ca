import type { Kysely, Migration } from 'kysely';

/**
 * Drops `record_metadata_text_idx` and `record_metadata_number_idx` (migration 0002), `(dataset_id, name, value)`:
 * no statement reads them. Filters and sorts probe a record's metadata by `(record_id, name)` through the covering
 * index (0005), and the properties' metrics read `records.metadata`; the query plans of the 1,000,000-record search
 * benchmark used neither, on either database. Each metadata value of every written record updated both: with them
 * gone, `record_metadata` keeps two b-trees instead of four, which writes (the SDK's `records.log()`) pay for.
 */
export const metadataWithoutValueIndexesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex('record_metadata_text_idx').ifExists().execute();
    await db.schema.dropIndex('record_metadata_number_idx').ifExists().execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('record_metadata_text_idx')
      .on('record_metadata')
      .columns(['dataset_id', 'name', 'value_text'])
      .execute();
    await db.schema
      .createIndex('record_metadata_number_idx')
      .on('record_metadata')
      .columns(['dataset_id', 'name', 'value_number'])
      .execute();
  },
};
