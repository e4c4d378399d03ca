import { sql, type Kysely, type Migration } from 'kysely';
import { migrationDialect } from './migration-support';

/**
 * PostgreSQL only: every record's words in one GIN-indexed `records.search_tsv`, so a word searched in
 * all fields finds the records themselves instead of going through `record_texts` and then the
 * records' primary key (half the pages per query). Per-field searches and phrases keep using
 * `record_texts`, which has one row per field with positions. Existing records are filled from
 * `record_texts` (lexemes only: this column never answers phrases).
 */
export const recordSearchVectorMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (migrationDialect(db) !== 'postgres') return;
    await sql`alter table records add column search_tsv tsvector`.execute(db);
    await sql`update records set search_tsv = words.tsv
      from (
        select record_texts.record_id, array_to_tsvector(array_agg(distinct lexemes.lexeme)) as tsv
        from record_texts, unnest(record_texts.tsv) as lexemes
        group by record_texts.record_id
      ) as words
      where words.record_id = records.id`.execute(db);
    await sql`create index records_search_tsv_idx on records using gin (search_tsv)`.execute(db);
  },

  async down(db: Kysely<unknown>): Promise<void> {
    if (migrationDialect(db) !== 'postgres') return;
    await sql`alter table records drop column search_tsv`.execute(db);
  },
};
