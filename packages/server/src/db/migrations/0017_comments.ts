import type { Kysely, Migration } from 'kysely';

/**
 * Comments on records (issue #29, docs/comments-and-history.md "Comments"): one row per comment, and one row per
 * workspace member a comment mentions, so "mentions me" is an indexed read. A comment goes with its record and
 * dataset (cascade), its mentions with their comment or user; a deleted author leaves the comment standing
 * without its author.
 */
export const commentsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('comments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('record_id', 'text', (c) => c.notNull().references('records.id').onDelete('cascade'))
      .addColumn('dataset_id', 'text', (c) => c.notNull().references('datasets.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('resolved', 'integer', (c) => c.notNull())
      .addColumn('inserted_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    // A record's thread reads oldest first; a dataset's commented records are grouped by record.
    await db.schema
      .createIndex('comments_record_id_inserted_at_idx')
      .on('comments')
      .columns(['record_id', 'inserted_at'])
      .execute();
    await db.schema
      .createIndex('comments_dataset_id_record_id_idx')
      .on('comments')
      .columns(['dataset_id', 'record_id'])
      .execute();
    await db.schema.createIndex('comments_user_id_idx').on('comments').column('user_id').execute();

    await db.schema
      .createTable('comment_mentions')
      .addColumn('comment_id', 'text', (c) => c.notNull().references('comments.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('comment_mentions_pkey', ['comment_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('comment_mentions_user_id_idx')
      .on('comment_mentions')
      .column('user_id')
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('comment_mentions').execute();
    await db.schema.dropTable('comments').execute();
  },
};
