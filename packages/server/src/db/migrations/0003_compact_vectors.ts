import { sql, type Kysely, type Migration } from 'kysely';
import { fromJsonRequired } from '../../common/json-column';
import { enablePgvector } from '../../vectors/pgvector';
import { vectorColumns } from '../../vectors/vector-values';
import { dialectOf } from '../database';
import type { Database } from '../schema';
import { inMigrationTransaction } from './0002_search_index';

/**
 * Vectors move from JSON text to float32 storage with a precomputed norm: a BLOB on SQLite (the
 * column keeps its name; SQLite stores BLOBs in any column), `real[]` on PostgreSQL. When the
 * PostgreSQL server offers the `vector` extension (pgvector), it is enabled too, with an `embedding`
 * column kept in sync by a trigger and one HNSW index per vector setting.
 */
export const compactVectorsMigration: Migration = {
  async up(untyped: Kysely<unknown>): Promise<void> {
    const db = untyped as Kysely<Database>;
    const dialect = dialectOf(db);
    if (dialect === 'postgres') {
      await sql`alter table vectors alter column value type real[] using (translate(value, '[]', '{}'))::real[]`.execute(
        db,
      );
      await sql`alter table vectors add column norm double precision not null default 0`.execute(db);
      await sql`update vectors set norm = coalesce((select sqrt(sum(x::float8 * x::float8)) from unnest(value) as x), 0)`.execute(
        db,
      );
      await enablePgvector(db);
      return;
    }
    await sql`alter table vectors add column norm real not null default 0`.execute(db);
    await inMigrationTransaction(db, dialect, async (trx) => {
      let after = '';
      for (;;) {
        const page = await trx
          .selectFrom('vectors')
          .select(['id', 'value'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(1000)
          .execute();
        if (page.length === 0) return;
        for (const row of page) {
          const values = typeof row.value === 'string' ? fromJsonRequired<number[]>(row.value) : null;
          if (values)
            await trx
              .updateTable('vectors')
              .set(vectorColumns('sqlite', values))
              .where('id', '=', row.id)
              .execute();
        }
        after = (page[page.length - 1] as { id: string }).id;
      }
    });
  },

  async down(): Promise<void> {
    throw new Error('Migration 0003_compact_vectors cannot be reverted');
  },
};
