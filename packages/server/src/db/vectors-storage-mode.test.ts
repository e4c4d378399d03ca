import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

describe.each(testDialects().filter((dialect) => dialect === 'postgres'))('vectors table (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(dialect);
  }, 60_000);
  afterAll(async () => server?.close());

  it('stores vector values out of line without trying to compress them (migration 0022)', async () => {
    const result = await sql<{ attstorage: string }>`select attstorage from pg_attribute
      where attrelid = 'vectors'::regclass and attname = 'value'`.execute(server.db);
    expect(result.rows[0]?.attstorage).toBe('e');
  });
});
