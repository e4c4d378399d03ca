import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyRow } from '../testing/history-rows';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { insertRows, insertText } from './insert-rows';
import { SimpleTsVector } from './simple-tsvector';
import type { Database, HistoryEntriesTable } from './schema';

/** A Kysely that only compiles, for the dialect. */
function compiler(dialect: 'sqlite' | 'postgres'): Kysely<Database> {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => (dialect === 'postgres' ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) =>
        dialect === 'postgres' ? new PostgresIntrospector(k) : new SqliteIntrospector(k),
      createQueryCompiler: () =>
        dialect === 'postgres' ? new PostgresQueryCompiler() : new SqliteQueryCompiler(),
    },
  });
}

describe('insertText', () => {
  it.each(['sqlite', 'postgres'] as const)('is the statement Kysely compiles for the same rows (%s)', (dialect) => {
    const rows = [historyRow(1), historyRow(2), historyRow(3)];
    const compiled = compiler(dialect).insertInto('history_entries').values(rows).compile();
    expect(insertText(dialect, 'history_entries', Object.keys(rows[0] as object), rows.length)).toBe(compiled.sql);
  });

  it.each(['sqlite', 'postgres'] as const)('with an update on conflict, too (%s)', (dialect) => {
    const rows = [historyRow(1), historyRow(2)];
    const compiled = compiler(dialect)
      .insertInto('history_entries')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['id']).doUpdateSet((eb) => ({ after: eb.ref('excluded.after'), at: eb.ref('excluded.at') })),
      )
      .compile();
    const conflict = { columns: ['id'], update: ['after', 'at'] };
    expect(insertText(dialect, 'history_entries', Object.keys(rows[0] as object), 2, conflict)).toBe(compiled.sql);
  });

  it.each(['sqlite', 'postgres'] as const)('with columns set to an expression on conflict (%s)', (dialect) => {
    const rows = [historyRow(1), historyRow(2)];
    const expression = 'coalesce(excluded.after, history_entries.after)';
    const compiled = compiler(dialect)
      .insertInto('history_entries')
      .values(rows)
      .onConflict((oc) => oc.columns(['id']).doUpdateSet((eb) => ({ at: eb.ref('excluded.at'), after: sql.raw(expression) })))
      .compile();
    const conflict = { columns: ['id'], update: ['at'], set: { after: expression } };
    expect(insertText(dialect, 'history_entries', Object.keys(rows[0] as object), 2, conflict)).toBe(compiled.sql);
  });

  it('binds the text of a SimpleTsVector column through to_tsvector, as Kysely compiles the expression', () => {
    const rows = ['one two', 'three'].map((text, n) => ({
      record_id: `record-${n}`,
      dataset_id: 'dataset',
      field: 'text',
      tsv: new SimpleTsVector(text),
    }));
    const compiled = compiler('postgres')
      .insertInto('record_texts')
      .values(rows.map((r) => ({ ...r, tsv: sql`to_tsvector('simple', ${r.tsv.text})` })) as never)
      .compile();
    const words = [false, false, false, true];
    expect(insertText('postgres', 'record_texts', Object.keys(rows[0] as object), 2, undefined, words)).toBe(compiled.sql);
    expect(compiled.parameters).toEqual(['record-0', 'dataset', 'text', 'one two', 'record-1', 'dataset', 'text', 'three']);
  });
});

describe.each(testDialects())('insertRows (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(dialect);
  }, 60_000);
  afterAll(async () => server?.close());

  const stored = async (ids: readonly string[]) =>
    server.db.selectFrom('history_entries').selectAll().where('id', 'in', ids).orderBy('at').execute();

  it('writes every row as given, across statements when the rows exceed one statement', async () => {
    // 10 parameters a row: 4,000 rows are two statements on SQLite.
    const rows = Array.from({ length: 4000 }, (_, n) => historyRow(n, n % 7 === 0 ? null : `{"n":${n}}`));
    await server.db.transaction().execute((trx) => insertRows(trx, 'history_entries', rows));
    const back = await stored(rows.map((r) => r.id));
    expect(back).toEqual(rows);
  });

  it('leaves a row set it cannot bind as it is (an SQL expression) to Kysely', async () => {
    const row = { ...historyRow(1), after: sql<string>`'{"computed":' || ${'1'} || '}'` };
    await insertRows(server.db, 'history_entries', [row as unknown as HistoryEntriesTable]);
    const [back] = await stored([row.id]);
    expect(back?.after).toBe('{"computed":1}');
  });

  it('updates the given columns of a row already stored, bound directly or through Kysely', async () => {
    const first = historyRow(1, '{"v":1}');
    await insertRows(server.db, 'history_entries', [first]);
    const again: HistoryEntriesTable = { ...first, action: 'update', after: '{"v":2}' };
    await insertRows(server.db, 'history_entries', [again, historyRow(2)], { columns: ['id'], update: ['after'] });
    expect(await stored([first.id])).toEqual([{ ...first, after: '{"v":2}' }]);
    const computed = { ...first, after: sql<string>`'{"v":' || ${'3'} || '}'` };
    await insertRows(server.db, 'history_entries', [computed as unknown as HistoryEntriesTable], {
      columns: ['id'],
      update: ['after'],
    });
    expect(await stored([first.id])).toEqual([{ ...first, after: '{"v":3}' }]);
  });

  it('writes SimpleTsVector values as their words (null as null), bound directly or through Kysely', async () => {
    if (dialect !== 'postgres') return;
    await sql`create temporary table words_probe (id text primary key, tsv tsvector)`.execute(server.db);
    const rows = [
      { id: 'a', tsv: new SimpleTsVector('Alice bought it') },
      { id: 'b', tsv: null },
    ];
    await insertRows(server.db, 'words_probe' as never, rows as never);
    // A row set Kysely writes (an expression in another column) turns the words into its expression.
    await insertRows(server.db, 'words_probe' as never, [{ id: sql`'c'`, tsv: new SimpleTsVector('Paris') }] as never);
    const back = await sql<{ id: string; tsv: string | null }>`select id, tsv::text as tsv from words_probe order by id`
      .execute(server.db);
    expect(back.rows).toEqual([
      { id: 'a', tsv: "'alice':1 'bought':2 'it':3" },
      { id: 'b', tsv: null },
      { id: 'c', tsv: "'paris':1" },
    ]);
    await sql`drop table words_probe`.execute(server.db);
  });

  it('writes nothing for no rows', async () => {
    await expect(insertRows(server.db, 'history_entries', [])).resolves.toBeUndefined();
  });
});
