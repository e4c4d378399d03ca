import { sql, type Kysely, type Migration } from 'kysely';
import { inMigrationTransaction, migrationDialect } from './migration-support';

/** A JSON-text vector as a little-endian float32 BLOB, with the norm of its float32 values. */
function float32Columns(values: readonly number[]): { value: Buffer; norm: number } {
  const floats = Float32Array.from(values);
  let sum = 0;
  for (const value of floats) sum += value * value;
  return { value: Buffer.from(floats.buffer, floats.byteOffset, floats.byteLength), norm: Math.sqrt(sum) };
}

/**
 * Vectors move from JSON text to float32 storage with a precomputed norm: a BLOB on SQLite (the
 * column keeps its name; SQLite stores BLOBs in any column), `real[]` on PostgreSQL. pgvector, when the
 * PostgreSQL server offers it, is enabled right after the migrations by `migrateToLatest`, as on every start.
 */
export const compactVectorsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (migrationDialect(db) === 'postgres') {
      await sql`alter table vectors alter column value type real[] using (translate(value, '[]', '{}'))::real[]`.execute(
        db,
      );
      await sql`alter table vectors add column norm double precision not null default 0`.execute(db);
      await sql`update vectors set norm = coalesce((select sqrt(sum(x::float8 * x::float8)) from unnest(value) as x), 0)`.execute(
        db,
      );
      return;
    }
    await sql`alter table vectors add column norm real not null default 0`.execute(db);
    await inMigrationTransaction(db, async (trx) => {
      let after = '';
      for (;;) {
        const page = await sql<{ id: string; value: unknown }>`select id, value from vectors
          where id > ${after} order by id limit 1000`.execute(trx);
        if (page.rows.length === 0) return;
        for (const row of page.rows) {
          if (typeof row.value !== 'string') continue;
          const { value, norm } = float32Columns(JSON.parse(row.value) as number[]);
          await sql`update vectors set value = ${value}, norm = ${norm} where id = ${row.id}`.execute(trx);
        }
        after = (page.rows[page.rows.length - 1] as { id: string }).id;
      }
    });
  },

  async down(): Promise<void> {
    throw new Error('Migration 0003_compact_vectors cannot be reverted');
  },
};
