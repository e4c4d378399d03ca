import type { Migration, MigrationProvider } from 'kysely';
import { initialMigration } from './0001_initial';

/** Every migration, keyed by its version name; names sort in application order. */
export const migrations: Record<string, Migration> = {
  '0001_initial': initialMigration,
};

/** In-code provider so the built bundle needs no migration files on disk. */
export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
