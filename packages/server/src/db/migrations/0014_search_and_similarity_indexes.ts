import { sql, type Kysely, type Migration } from 'kysely';
import { migrationDialect } from './migration-support';

/**
 * SQLite: a word search finds record ids in the FTS5 index, then checks each record's dataset and status (and
 * sorts by its insertion time); with those in an index beside the id, that check reads one b-tree instead of the
 * id index and then the row (about 40 % of a text search on 200,000 records). PostgreSQL's word search reads the
 * records through their own GIN index and needs no such index.
 *
 * PostgreSQL gets what migration 0004 gave SQLite: a revision counter per vector setting, so the in-memory
 * similarity index (`vectors/vector-index-cache.ts`) serves PostgreSQL too and knows when to reload. Ranking in
 * SQL has to detoast and unnest every vector of the setting on every query (seconds for 100,000 × 768).
 *
 * The counter moves once per statement (transition tables), not once per row: a bulk insert of 1,000 vectors
 * updates it once. Foreign-key cascades run their own statements, so deleting records bumps it too.
 *
 * A vector of up to ~2,000 dimensions also stays in its row instead of the TOAST table (`toast_tuple_target`):
 * float32 noise does not compress, and reading a setting's vectors becomes a scan of one table instead of an
 * index probe per vector. Rows written before keep their storage until rewritten.
 *
 * Both databases: the matrix is read in record id order per setting, which `(vector_settings_id, record_id)`
 * serves without a sort; it replaces the index on the setting alone (its prefix).
 */
export const searchAndSimilarityIndexesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (migrationDialect(db) === 'sqlite') {
      await db.schema
        .createIndex('records_id_dataset_id_status_idx')
        .on('records')
        .columns(['id', 'dataset_id', 'status', 'inserted_at'])
        .execute();
    }
    await db.schema
      .createIndex('vectors_vector_settings_id_record_id_idx')
      .on('vectors')
      .columns(['vector_settings_id', 'record_id'])
      .execute();
    await db.schema.dropIndex('vectors_vector_settings_id_idx').execute();
    if (migrationDialect(db) !== 'postgres') return;
    await sql`create table vector_settings_revisions (
      vector_settings_id text primary key,
      revision bigint not null
    )`.execute(db);
    await sql`create function marginalia_bump_vector_revisions() returns trigger language plpgsql as $$
      begin
        insert into vector_settings_revisions (vector_settings_id, revision)
          select distinct vector_settings_id, 1 from changed_vectors
          order by vector_settings_id
          on conflict (vector_settings_id) do update set revision = vector_settings_revisions.revision + 1;
        return null;
      end $$`.execute(db);
    for (const [event, table] of [
      ['insert', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`create trigger ${sql.id(`vectors_revision_after_${event}`)} after ${sql.raw(event)} on vectors
        referencing ${sql.raw(table)} table as changed_vectors
        for each statement execute function marginalia_bump_vector_revisions()`.execute(db);
    }
    // An update may move a vector between settings: both the old and the new setting change.
    for (const table of ['old', 'new'] as const) {
      await sql`create trigger ${sql.id(`vectors_revision_after_update_${table}`)} after update on vectors
        referencing ${sql.raw(table)} table as changed_vectors
        for each statement execute function marginalia_bump_vector_revisions()`.execute(db);
    }
    await sql`alter table vectors set (toast_tuple_target = 8160)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    if (migrationDialect(db) === 'sqlite')
      await db.schema.dropIndex('records_id_dataset_id_status_idx').execute();
    await db.schema
      .createIndex('vectors_vector_settings_id_idx')
      .on('vectors')
      .column('vector_settings_id')
      .execute();
    await db.schema.dropIndex('vectors_vector_settings_id_record_id_idx').execute();
    if (migrationDialect(db) !== 'postgres') return;
    await sql`alter table vectors reset (toast_tuple_target)`.execute(db);
    for (const name of [
      'vectors_revision_after_insert',
      'vectors_revision_after_delete',
      'vectors_revision_after_update_old',
      'vectors_revision_after_update_new',
    ]) {
      await sql`drop trigger ${sql.id(name)} on vectors`.execute(db);
    }
    await sql`drop function marginalia_bump_vector_revisions()`.execute(db);
    await sql`drop table vector_settings_revisions`.execute(db);
  },
};
