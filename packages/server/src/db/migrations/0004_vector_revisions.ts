import { sql, type Kysely, type Migration } from 'kysely';
import { migrationDialect } from './migration-support';

/**
 * SQLite only: a revision counter per vector setting, bumped by triggers on every insert, update or
 * delete of its vectors (cascades included), so the in-memory similarity index knows when to reload.
 * PostgreSQL ranks in SQL (or pgvector) and needs no counter.
 */
export const vectorRevisionsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (migrationDialect(db) === 'postgres') return;
    await sql`create table vector_settings_revisions (
      vector_settings_id text primary key,
      revision integer not null
    )`.execute(db);
    const bump = (row: 'new' | 'old') =>
      sql.raw(`insert into vector_settings_revisions (vector_settings_id, revision)
        values (${row}.vector_settings_id, 1)
        on conflict (vector_settings_id) do update set revision = revision + 1;`);
    await sql`create trigger vectors_revision_after_insert after insert on vectors begin ${bump('new')} end`.execute(
      db,
    );
    await sql`create trigger vectors_revision_after_update after update on vectors begin ${bump('new')} ${bump('old')} end`.execute(
      db,
    );
    await sql`create trigger vectors_revision_after_delete after delete on vectors begin ${bump('old')} end`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>): Promise<void> {
    if (migrationDialect(db) === 'postgres') return;
    for (const name of [
      'vectors_revision_after_insert',
      'vectors_revision_after_update',
      'vectors_revision_after_delete',
    ]) {
      await sql`drop trigger ${sql.id(name)}`.execute(db);
    }
    await sql`drop table vector_settings_revisions`.execute(db);
  },
};
