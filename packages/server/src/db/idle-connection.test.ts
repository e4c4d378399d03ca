import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, testDialects, TEST_PG_ADMIN_URL, type TestServer } from '../testing/test-server';

// PostgreSQL only: the server ending an idle connection must neither crash the process nor break the next query.
describe.skipIf(!testDialects().includes('postgres'))(
  'an idle PostgreSQL connection ended by the server',
  () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await createTestServer('postgres');
    });
    afterAll(() => server?.close());

    it('is reported and replaced', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(server.db);
      const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await admin.connect();
      try {
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      } finally {
        await admin.end();
      }
      await vi.waitFor(() =>
        expect(warn).toHaveBeenCalledWith(
          expect.stringContaining('PostgreSQL closed an idle connection (57P01)'),
        ),
      );
      const again = await server.request('GET', '/api/v1/me', { as: server.owner });
      expect(again.status).toBe(200);
      warn.mockRestore();
    });
  },
);
