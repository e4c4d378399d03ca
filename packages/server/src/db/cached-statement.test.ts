import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../common/ids';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { cachedStatement } from './cached-statement';

describe.each(testDialects())('statements built once (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(dialect);
  });
  afterAll(async () => server?.close());

  it('runs each call with its own values, in and out of transactions, compiling once', async () => {
    const byName = cachedStatement(['username'], (db, p: { username: string }) =>
      db.selectFrom('users').select(['id', 'username']).where('username', '=', p.username),
    );
    const owner = server.owner.user;
    expect((await byName.execute(server.db, { username: owner.username })).rows).toEqual([
      { id: owner.id, username: owner.username },
    ]);
    expect((await byName.execute(server.db, { username: 'nobody' })).rows).toEqual([]);
    await server.db.transaction().execute(async (trx) => {
      expect((await byName.execute(trx, { username: owner.username })).rows).toHaveLength(1);
    });
    expect(byName.compilations).toBe(1);
  });

  it.runIf(dialect === 'postgres')(
    'runs as a statement PostgreSQL prepares once per connection',
    async () => {
      const byName = cachedStatement(['username'], (db, p: { username: string }) =>
        db.selectFrom('users').select(['id', 'role']).where('username', '=', p.username),
      );
      const owner = server.owner.user;
      // One transaction: one connection, whose prepared statements the view lists.
      const prepared = await server.db.transaction().execute(async (trx) => {
        for (const username of [owner.username, 'nobody', owner.username])
          await byName.execute(trx, { username });
        const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements where statement like '%"role"%' and statement like '%"users"%'`.execute(
          trx,
        );
        return rows;
      });
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.name).toMatch(/^mg_cached_\d+$/);
      expect((await byName.execute(server.db, { username: owner.username })).rows).toEqual([
        { id: owner.id, role: 'owner' },
      ]);
    },
  );

  it('keeps constants of the statement and refuses one whose values change its shape', async () => {
    const withConstant = cachedStatement(['username'], (db, p: { username: string }) =>
      db.selectFrom('users').select('id').where('username', '=', p.username).where('role', '=', 'owner'),
    );
    const owner = server.owner.user;
    expect((await withConstant.execute(server.db, { username: owner.username })).rows).toEqual([
      { id: owner.id },
    ]);
    // A value made inside the builder (a new id each build) would be frozen into every later call.
    const madeInside = cachedStatement(['username'], (db, p: { username: string }) =>
      db.selectFrom('users').select('id').where('username', '=', p.username).where('id', '!=', newId()),
    );
    await expect(madeInside.execute(server.db, { username: owner.username })).rejects.toThrow(
      /depends on its values/,
    );
    // A value written into the SQL text instead of a parameter is refused.
    const inlined = cachedStatement(['username'], (db, p: { username: string }) =>
      db.selectFrom('users').select('id').where('username', '=', sql.lit(p.username)),
    );
    await expect(inlined.execute(server.db, { username: owner.username })).rejects.toThrow(/inlined/);
  });
});
