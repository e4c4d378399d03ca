import { normalizeUuid, uuidProblem } from '@marginalia/core';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf } from './database';
import type { Database } from './schema';

/**
 * Optional pgvector support. PostgreSQL ranks vectors by cosine in plain SQL; when the server offers
 * the `vector` extension, migration 0003 enables it, adds an `embedding vector` column filled by a
 * trigger from `value`, and every vector setting gets a partial HNSW index (cosine) over its rows.
 */

/** HNSW indexes pgvector builds for `vector` columns of at most this many dimensions. */
export const PGVECTOR_HNSW_MAX_DIMENSIONS = 2000;


/** True when the PostgreSQL server can install pgvector (`pg_available_extensions`). */
export async function pgvectorAvailable(db: Kysely<Database>): Promise<boolean> {
  const result = await sql<{
    one: number;
  }>`select 1 as one from pg_available_extensions where name = 'vector'`.execute(db);
  return result.rows.length > 0;
}

/** True when migration 0003 enabled pgvector on this database (read from the catalog on every call). */
export async function pgvectorColumnPresent(db: Kysely<Database>): Promise<boolean> {
  if (dialectOf(db) !== 'postgres') return false;
  const result = await sql<{ one: number }>`select 1 as one from information_schema.columns
      where table_schema = current_schema() and table_name = 'vectors' and column_name = 'embedding'`.execute(db);
  return result.rows.length > 0;
}

/**
 * Whether pgvector is enabled, read once per app (the app context holds one): migrations, which may enable it,
 * run before the app is created.
 */
export class PgvectorState {
  private enabled: Promise<boolean> | null = null;

  /** True when migration 0003 (or a later startup) enabled pgvector on `db`; the first answer is kept. */
  isEnabled(db: Kysely<Database>): Promise<boolean> {
    this.enabled ??= pgvectorColumnPresent(db);
    return this.enabled;
  }
}

/**
 * Enables pgvector on a migrated PostgreSQL database whose server has offered the extension since
 * (installed after migration 0003 ran). Called at every startup; does nothing when already enabled,
 * unavailable, or on SQLite.
 */
export async function enablePgvectorIfOffered(db: Kysely<Database>): Promise<boolean> {
  if (dialectOf(db) !== 'postgres' || (await pgvectorColumnPresent(db)) || !(await pgvectorAvailable(db)))
    return false;
  return db.transaction().execute((trx) => enablePgvector(trx));
}

/** Name of the HNSW index of one vector setting. */
export function hnswIndexName(vectorSettingsId: string): string {
  return `vectors_hnsw_${normalizeUuid(vectorSettingsId).replace(/-/g, '')}`;
}

/**
 * DDL of a vector setting's partial HNSW index, or null when pgvector cannot index that many
 * dimensions. Both interpolated values are validated (a UUID, a positive integer), never raw input.
 */
export function hnswIndexStatement(vectorSettingsId: string, dimensions: number): RawBuilder<unknown> | null {
  if (uuidProblem(vectorSettingsId) !== null)
    throw new Error(`Not a vector settings id: ${vectorSettingsId}`);
  if (!Number.isInteger(dimensions) || dimensions <= 0)
    throw new Error(`Not a dimension count: ${dimensions}`);
  if (dimensions > PGVECTOR_HNSW_MAX_DIMENSIONS) return null;
  const id = normalizeUuid(vectorSettingsId);
  return sql`create index if not exists ${sql.id(hnswIndexName(id))} on vectors
    using hnsw ((embedding::vector(${sql.raw(String(dimensions))})) vector_cosine_ops)
    where vector_settings_id = ${sql.lit(id)}`;
}

/** Creates the HNSW index of a new vector setting when pgvector is enabled. */
export async function createVectorSettingsIndex(
  db: Kysely<Database>,
  pgvector: PgvectorState,
  settings: { id: string; dimensions: number },
): Promise<void> {
  if (!(await pgvector.isEnabled(db))) return;
  const statement = hnswIndexStatement(settings.id, Number(settings.dimensions));
  if (statement) await statement.execute(db);
}

/** Drops the HNSW index of a deleted vector setting when pgvector is enabled. */
export async function dropVectorSettingsIndex(
  db: Kysely<Database>,
  pgvector: PgvectorState,
  vectorSettingsId: string,
): Promise<void> {
  if (!(await pgvector.isEnabled(db))) return;
  await sql`drop index if exists ${sql.id(hnswIndexName(vectorSettingsId))}`.execute(db);
}

/**
 * Enables pgvector inside the migration's transaction when the server offers it. A failure (e.g. a
 * role that may not create extensions) rolls back to a savepoint and leaves the SQL fallback.
 */
export async function enablePgvector(db: Kysely<Database>): Promise<boolean> {
  if (!(await pgvectorAvailable(db))) return false;
  await sql`savepoint marginalia_pgvector`.execute(db);
  try {
    await sql`create extension if not exists vector`.execute(db);
    await sql`alter table vectors add column embedding vector`.execute(db);
    await sql`create or replace function marginalia_vectors_embedding() returns trigger
      language plpgsql as $$ begin new.embedding := new.value::vector; return new; end $$`.execute(db);
    await sql`create trigger vectors_embedding before insert or update of value on vectors
      for each row execute function marginalia_vectors_embedding()`.execute(db);
    await sql`update vectors set embedding = value::vector`.execute(db);
    const settings = await db.selectFrom('vectors_settings').select(['id', 'dimensions']).execute();
    for (const setting of settings) {
      const statement = hnswIndexStatement(setting.id, Number(setting.dimensions));
      if (statement) await statement.execute(db);
    }
    await sql`release savepoint marginalia_pgvector`.execute(db);
    return true;
  } catch {
    await sql`rollback to savepoint marginalia_pgvector`.execute(db);
    return false;
  }
}
