import type { Kysely, Migration } from 'kysely';

/**
 * Metadata filters and sorts probe `record_metadata` by `(record_id, name)` once per candidate record;
 * with the values in the index the probe never visits the table row. Replaces the narrower index.
 */
export const metadataCoveringIndexMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('record_metadata_record_values_idx')
      .on('record_metadata')
      .columns(['record_id', 'name', 'value_number', 'value_text'])
      .execute();
    await db.schema.dropIndex('record_metadata_record_id_name_idx').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createIndex('record_metadata_record_id_name_idx')
      .on('record_metadata')
      .columns(['record_id', 'name'])
      .execute();
    await db.schema.dropIndex('record_metadata_record_values_idx').execute();
  },
};
