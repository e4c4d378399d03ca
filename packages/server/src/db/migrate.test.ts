import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';

describe('migrateToLatest', () => {
  it('applies a migration that arrives after a later-numbered one already ran (0009 after 0010)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'marginalia-migrate-order-'));
    const db = createDatabase(join(dir, 'order.db'));
    try {
      // A database migrated by a server that had every migration but the jobs table.
      const without: Record<string, Migration> = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name !== '0009_jobs'),
      );
      const earlier = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(without) } });
      expect((await earlier.migrateToLatest()).error).toBeUndefined();
      expect(await migrateToLatest(db)).toEqual(['0009_jobs']);
      await expect(db.selectFrom('jobs').select('id').execute()).resolves.toEqual([]);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
