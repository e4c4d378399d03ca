import type { Kysely, Migration } from 'kysely';

/**
 * Background jobs (hub imports and exports). A job is a row so its status survives a restart and any server
 * process sharing the database can answer `GET /jobs/{id}`. `progress` counts the rows an import has written
 * (updated in the same transaction as each batch, so a resumed import continues exactly where it stopped).
 * `payload` holds the request without secrets: an export's hub token is never written here.
 */
export const jobsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('dataset_id', 'text', (c) => c.references('datasets.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'integer')
      .addColumn('error', 'text')
      .addColumn('started_at', 'text')
      .addColumn('finished_at', 'text')
      .addColumn('inserted_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('jobs_status_idx').on('jobs').columns(['status', 'inserted_at']).execute();
    await db.schema.createIndex('jobs_dataset_id_idx').on('jobs').column('dataset_id').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('jobs').execute();
  },
};
