import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../common/ids';
import { historyRow } from '../testing/history-rows';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { preparedStatementName } from './cached-statement';
import { arrayInsertWrite, unnestInsertText } from './unnest-insert';

describe('unnestInsertText', () => {
  it('takes one array per column, cast to its type, the words through to_tsvector, whatever the number of rows', () => {
    const text = unnestInsertText(
      'probe',
      ['id', 'n', 'tsv'],
      ['text', 'integer', 'tsvector'],
      [false, false, true],
      ' on conflict ("id") do update set "n" = "excluded"."n"',
    );
    expect(text).toBe(
      'insert into "probe" ("id", "n", "tsv") select u."id", u."n", to_tsvector(\'simple\', u."tsv") ' +
        'from unnest($1::text[], $2::integer[], $3::text[]) as u("id", "n", "tsv") ' +
        'on conflict ("id") do update set "n" = "excluded"."n"',
    );
    // Prepared by name on the pool's connections: parsed and planned once per connection.
    expect(preparedStatementName(text)).toMatch(/^mg_cached_\d+$/);
  });
});

describe.each(testDialects().filter((dialect) => dialect === 'postgres'))('arrayInsertWrite (%s)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer('postgres');
  }, 60_000);
  afterAll(async () => server?.close());

  it('writes rows of any count as given, quotes, braces, backslashes and nulls included', async () => {
    for (const count of [1, 3, 300]) {
      const rows = Array.from({ length: count }, (_, n) =>
        historyRow(
          n,
          n % 3 === 0 ? null : `{"n":${n},"text":"a \\"quoted\\" word, {braces} and \\\\ backslash"}`,
        ),
      );
      const columns = Object.keys(rows[0]!);
      const send = await arrayInsertWrite(
        server.db,
        'history_entries',
        rows,
        columns,
        columns.map(() => false),
        '',
      );
      await send!();
      const back = await server.db
        .selectFrom('history_entries')
        .selectAll()
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      expect(back.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        [...rows].sort((a, b) => a.id.localeCompare(b.id)),
      );
    }
  });

  it('leaves a table this connection does not see to the values list, the transaction it runs in intact', async () => {
    const rows = [historyRow(1)];
    const columns = Object.keys(rows[0]!);
    await server.db.transaction().execute(async (trx) => {
      const send = await arrayInsertWrite(
        trx,
        'no_such_table',
        rows,
        columns,
        columns.map(() => false),
        '',
      );
      expect(send).toBeNull();
      // The transaction still runs statements (a failed catalog read would have aborted it).
      await expect(sql`select 1 as one`.execute(trx)).resolves.toMatchObject({ rows: [{ one: 1 }] });
    });
  });

  it('leaves a table with an array column (a vector) to the values list', async () => {
    const row = { id: newId(), value: '{1,2}' };
    expect(
      await arrayInsertWrite(server.db, 'vectors', [row], ['id', 'value'], [false, false], ''),
    ).toBeNull();
    const count = await sql<{ n: string }>`select count(*) as n from vectors where id = ${row.id}`.execute(
      server.db,
    );
    expect(Number(count.rows[0]?.n)).toBe(0);
  });
});
