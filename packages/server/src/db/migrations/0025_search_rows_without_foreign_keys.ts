import { sql, type Kysely, type Migration } from 'kysely';
import { migrationDialect } from './migration-support';

/**
 * PostgreSQL only: the search index rows (`record_texts`, `record_metadata`) lose their foreign key to `records`,
 * and a row trigger on `records` deletes them with their records instead of the key's cascade.
 *
 * Each row inserted under the key ran a check that locks its record (`select … for key share`): some 6 µs a row,
 * and a batch of the SDK's `records.log()` writes three metadata rows and a text row or more per record, beside
 * records that the same transaction just inserted or holds locked. Those rows are derived from the record by the
 * write paths alone, in the transaction that writes it, so the check never caught anything there. The trigger does
 * what the cascade did, a delete by `record_id` per deleted record (a dataset's cascade too): deleting a dataset of
 * 1,000,000 records took 30.0 s with it and 30.9 s with the keys. A statement trigger with the deleted rows as a
 * transition table took 50.6 s: the table holds every deleted row whole. Searches join `records`, so a row whose
 * record is gone (an edit racing a delete) is never found. SQLite keeps its keys: its checks cost next to nothing
 * (measured with them off: no change in the `records.log()` replay).
 */
export const searchRowsWithoutForeignKeysMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (migrationDialect(db) !== 'postgres') return;
    await sql`create function marginalia_delete_search_rows() returns trigger language plpgsql as $$
      begin
        delete from record_texts where record_id = old.id;
        delete from record_metadata where record_id = old.id;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger records_delete_search_rows after delete on records
      for each row execute function marginalia_delete_search_rows()`.execute(db);
    await sql`alter table record_texts drop constraint record_texts_record_id_fkey`.execute(db);
    await sql`alter table record_metadata drop constraint record_metadata_record_id_fkey`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    if (migrationDialect(db) !== 'postgres') return;
    await sql`alter table record_metadata add constraint record_metadata_record_id_fkey
      foreign key (record_id) references records (id) on delete cascade`.execute(db);
    await sql`alter table record_texts add constraint record_texts_record_id_fkey
      foreign key (record_id) references records (id) on delete cascade`.execute(db);
    await sql`drop trigger records_delete_search_rows on records`.execute(db);
    await sql`drop function marginalia_delete_search_rows()`.execute(db);
  },
};
