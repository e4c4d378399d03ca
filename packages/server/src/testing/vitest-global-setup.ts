import { createPostgresDatabase, testDialects } from './test-server';
import {
  createSqliteTemplate,
  migratePostgresTemplate,
  PG_TEMPLATE_ENV,
  SQLITE_TEMPLATE_ENV,
} from './migrated-templates';

/**
 * The server project's global setup: the run's migrated templates (see `migrated-templates.ts`), named in the
 * environment the test workers inherit, and removed when the run ends. The PostgreSQL template is named with
 * `MARGINALIA_TEST_PG_PREFIX` like every test database. When PostgreSQL is expected but cannot be reached, no
 * template is made and each PostgreSQL suite fails on its own, as without templates.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const sqlite = await createSqliteTemplate();
  process.env[SQLITE_TEMPLATE_ENV] = sqlite.file;
  let dropPostgres = async (): Promise<void> => undefined;
  if (testDialects().includes('postgres')) {
    try {
      const template = await createPostgresDatabase();
      dropPostgres = template.drop;
      await migratePostgresTemplate(template.name);
      process.env[PG_TEMPLATE_ENV] = template.name;
    } catch (error) {
      console.warn(`No migrated PostgreSQL template: ${error instanceof Error ? error.message : String(error)}`);
      await dropPostgres().catch(() => undefined);
    }
  }
  return async () => {
    delete process.env[SQLITE_TEMPLATE_ENV];
    delete process.env[PG_TEMPLATE_ENV];
    sqlite.remove();
    await dropPostgres();
  };
}
