import { Migrator, type Kysely } from 'kysely';
import type { Database } from './schema';
import { enablePgvectorIfOffered } from './pgvector';
import { migrationProvider } from './migrations';

/**
 * Applies every pending migration, then enables pgvector if the PostgreSQL server has offered it since
 * the vectors migration ran. Throws with the failing migration's error so startup stops
 * instead of serving a half-migrated database.
 *
 * @example
 * await migrateToLatest(db);
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Migrations are numbered per feature and land in any order (0010 may be applied before 0009 arrives); each one
  // stands alone, so a database applies whichever it has not run yet.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
  await enablePgvectorIfOffered(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
