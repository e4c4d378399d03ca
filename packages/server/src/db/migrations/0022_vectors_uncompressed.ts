import { sql, type Kysely, type Migration } from 'kysely';
import { migrationDialect } from './migration-support';

/**
 * PostgreSQL only: a vector's `real[]` is stored out of line without compression (`storage external`). A
 * 768-dimension vector is 3 KB, over the 2 KB at which PostgreSQL tries to compress a row, and float32 noise never
 * compresses: the attempt was half of a vector insert's time (5,120 rows of 768 in 142 ms against 68–75 ms
 * without, issue 27) for a table of the same size. Only new values are written so; the change takes no lock long.
 */
export const vectorsUncompressedMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (migrationDialect(db) !== 'postgres') return;
    await sql`alter table vectors alter column value set storage external`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    if (migrationDialect(db) !== 'postgres') return;
    await sql`alter table vectors alter column value set storage extended`.execute(db);
  },
};
