import { sql, type Kysely, type Migration } from 'kysely';
import { migrationDialect } from './migration-support';

/**
 * PostgreSQL only: the record write paths compute `records.search_facets` themselves (`metadataFacets`, the same
 * lexemes as `marginalia_metadata_facets`), so the trigger of migration 0021 computes them only for a write that
 * leaves them out: an insert without them, an update that changes the metadata but not the facets, or facets set to
 * null. It used to compute them for every row written, about a third of the time of a `records.log()` batch's record
 * insert; an upsert of an existing record paid twice (the proposed row's insert trigger, then the update's),
 * issue 27.
 */
export const recordSearchFacetsFromWritesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (migrationDialect(db) !== 'postgres') return;
    await sql`drop trigger records_set_facets on records`.execute(db);
    await sql`create trigger records_set_facets_on_insert before insert on records
      for each row when (new.search_facets is null) execute function marginalia_records_set_facets()`.execute(
      db,
    );
    await sql`create trigger records_set_facets_on_update before update of metadata, search_facets on records
      for each row when (new.search_facets is null or (new.metadata is distinct from old.metadata
        and new.search_facets is not distinct from old.search_facets))
      execute function marginalia_records_set_facets()`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    if (migrationDialect(db) !== 'postgres') return;
    await sql`drop trigger records_set_facets_on_update on records`.execute(db);
    await sql`drop trigger records_set_facets_on_insert on records`.execute(db);
    await sql`create trigger records_set_facets before insert or update of metadata, search_facets
      on records for each row execute function marginalia_records_set_facets()`.execute(db);
  },
};
