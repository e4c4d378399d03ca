import type { Kysely, Migration } from 'kysely';

/**
 * Failed sign-ins, one row per failure, so the `POST /token` rate limit holds across every server process sharing
 * the database. `key` is a SHA-256 of the limited client (address, or address and username), never the values;
 * `at` is milliseconds since the epoch. Rows older than the window are deleted as new failures arrive.
 */
export const signInFailuresMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('sign_in_failures')
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('sign_in_failures_key_at_idx')
      .on('sign_in_failures')
      .columns(['key', 'at'])
      .execute();
    await db.schema.createIndex('sign_in_failures_at_idx').on('sign_in_failures').column('at').execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('sign_in_failures').execute();
  },
};
