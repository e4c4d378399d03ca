import type { Kysely, Migration } from 'kysely';

/**
 * Review (issue #28, docs/review-and-agreement.md): the members named reviewers of a dataset, and one review per
 * record (`pending` is never stored: a record without a row reads pending). `values` is the JSON of the gold
 * answer an accepted review stores. Both go with their dataset, record or user (cascade); a reviewer who is
 * deleted leaves the review standing without its author.
 */
export const reviewMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('dataset_reviewers')
      .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('inserted_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('dataset_reviewers_pkey', ['dataset_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('dataset_reviewers_user_id_idx')
      .on('dataset_reviewers')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('record_reviews')
      .addColumn('record_id', 'text', (c) => c.primaryKey().references('records.id').onDelete('cascade'))
      .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('values', 'text')
      .addColumn('reviewer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('comment', 'text')
      .addColumn('inserted_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // The queue and the summary filter a dataset's reviews by status; the queue's `updated` order reads them newest first.
    await db.schema
      .createIndex('record_reviews_dataset_id_status_idx')
      .on('record_reviews')
      .columns(['dataset_id', 'status'])
      .execute();
    await db.schema
      .createIndex('record_reviews_dataset_id_updated_at_idx')
      .on('record_reviews')
      .columns(['dataset_id', 'updated_at'])
      .execute();
    await db.schema
      .createIndex('record_reviews_reviewer_id_idx')
      .on('record_reviews')
      .column('reviewer_id')
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('record_reviews').execute();
    await db.schema.dropTable('dataset_reviewers').execute();
  },
};
