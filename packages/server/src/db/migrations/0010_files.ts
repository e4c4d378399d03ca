import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf } from '../database';
import type { Database } from '../schema';

/**
 * Files kept in the database (the default object store, `storage/database-object-store.ts`): one row per
 * version of an object, its bytes in a BLOB (SQLite) or `bytea` (PostgreSQL). Versions of one object are
 * ordered by `last_modified` (stored timestamps are strictly increasing within a process) and then `id`.
 */
export const filesMigration: Migration = {
  async up(untyped: Kysely<unknown>): Promise<void> {
    const db = untyped as Kysely<Database>;
    const binary = dialectOf(db) === 'postgres' ? sql`bytea` : sql`blob`;
    await db.schema
      .createTable('files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('bucket', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('etag', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('metadata', 'text', (c) => c.notNull())
      .addColumn('last_modified', 'text', (c) => c.notNull())
      .addColumn('body', binary, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('files_bucket_key_last_modified_idx')
      .on('files')
      .columns(['bucket', 'key', 'last_modified', 'id'])
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('files').execute();
  },
};
