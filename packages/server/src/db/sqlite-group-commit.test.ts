import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GROUP_COMMIT_LIMIT, GroupCommitSqliteDialect, STATEMENT_CACHE_SIZE } from './sqlite-group-commit';

interface Notes {
  notes: { value: string };
}

describe('group commit on SQLite', () => {
  let folder: string;
  let file: string;
  let sqlite: SQLite.Database;
  let db: Kysely<Notes>;
  /** Another connection to the same file: sees only what is committed. */
  let observer: SQLite.Database;
  let commits: number;
  /** How often each SQL text was compiled. */
  let compiled: Map<string, number>;

  const committedValues = () =>
    (observer.prepare('select value from notes order by value').all() as { value: string }[]).map(
      (row) => row.value,
    );
  const insertIn = (value: string) => (trx: Kysely<Notes>) =>
    trx.insertInto('notes').values({ value }).execute();

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), 'mg-group-commit-'));
    file = join(folder, 'db.sqlite');
    sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    db = new Kysely<Notes>({ dialect: new GroupCommitSqliteDialect(sqlite) });
    await sql`create table notes (value text not null)`.execute(db);
    // A trigger that makes SQLite roll back the whole transaction, as a full disk or an I/O error would.
    await sql`create trigger notes_fatal before insert on notes when new.value = 'fatal'
      begin select raise(rollback, 'the whole transaction is gone'); end`.execute(db);
    observer = new SQLite(file, { readonly: true });
    commits = 0;
    compiled = new Map();
    const prepare = sqlite.prepare.bind(sqlite);
    vi.spyOn(sqlite, 'prepare').mockImplementation((source: string) => {
      if (source === 'commit') commits += 1;
      compiled.set(source, (compiled.get(source) ?? 0) + 1);
      return prepare(source);
    });
  });

  afterEach(async () => {
    observer.close();
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it('makes transactions that arrive together durable with one commit, each answered once it is durable', async () => {
    const seenWhenAnswered: string[][] = [];
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((value) =>
        db
          .transaction()
          .execute(insertIn(value))
          .then(() => seenWhenAnswered.push(committedValues())),
      ),
    );
    expect(commits).toBe(1);
    for (const seen of seenWhenAnswered) expect(seen).toEqual(['a', 'b', 'c', 'd']);
  });

  it('commits a lone transaction at once', async () => {
    await db.transaction().execute(insertIn('alone'));
    expect(committedValues()).toEqual(['alone']);
    expect(commits).toBe(1);
  });

  it(`commits a group once ${GROUP_COMMIT_LIMIT} transactions joined, so none waits on an endless stream`, async () => {
    const values = Array.from({ length: GROUP_COMMIT_LIMIT + 8 }, (_, i) => `v${String(i).padStart(2, '0')}`);
    await Promise.all(values.map((value) => db.transaction().execute(insertIn(value))));
    expect(commits).toBe(2);
    expect(committedValues()).toEqual(values);
  });

  it('undoes only the member that failed; the others of its group are kept', async () => {
    const results = await Promise.allSettled([
      db.transaction().execute(insertIn('kept-1')),
      db.transaction().execute(async (trx) => {
        await insertIn('undone')(trx);
        throw new Error('this transaction fails');
      }),
      db.transaction().execute(insertIn('kept-2')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(committedValues()).toEqual(['kept-1', 'kept-2']);
  });

  it('fails every member not yet answered when SQLite rolls back the whole group', async () => {
    const results = await Promise.allSettled([
      db.transaction().execute(insertIn('released, not durable')),
      db.transaction().execute(insertIn('fatal')),
      db.transaction().execute(insertIn('after')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect((results[0] as PromiseRejectedResult).reason).toMatchObject({
      message: 'the whole transaction is gone',
    });
    expect(committedValues()).toEqual(['after']);
    // The connection is usable afterwards, in and out of transactions.
    await db.insertInto('notes').values({ value: 'later' }).execute();
    expect(committedValues()).toEqual(['after', 'later']);
  });

  it('commits the open group before a write outside a transaction, which is answered durable', async () => {
    let seenWhenPlainWriteAnswered: string[] = [];
    await Promise.all([
      db.transaction().execute(insertIn('member')),
      db
        .insertInto('notes')
        .values({ value: 'plain' })
        .execute()
        .then(() => (seenWhenPlainWriteAnswered = committedValues())),
      db.transaction().execute(insertIn('next member')),
    ]);
    expect(seenWhenPlainWriteAnswered).toEqual(['member', 'plain']);
    expect(committedValues()).toEqual(['member', 'next member', 'plain']);
  });

  it('does not commit the group while a member is open across a wait (its work would be committed half done)', async () => {
    let seenWhenFirstAnswered: string[] = [];
    const results = await Promise.allSettled([
      db
        .transaction()
        .execute(insertIn('first'))
        .then(() => (seenWhenFirstAnswered = committedValues())),
      db.transaction().execute(async (trx) => {
        await insertIn('half done')(trx);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('given up after a wait');
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(seenWhenFirstAnswered).toEqual(['first']);
    expect(committedValues()).toEqual(['first']);
  });

  it('lets a read between members see the group (the one connection reads what it wrote)', async () => {
    let counted = -1;
    await Promise.all([
      db.transaction().execute(insertIn('first')),
      db
        .selectFrom('notes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((row) => (counted = Number(row.n))),
      db.transaction().execute(insertIn('second')),
    ]);
    expect(counted).toBe(1);
    expect(commits).toBe(1);
    expect(committedValues()).toEqual(['first', 'second']);
  });

  it(`compiles a statement once and keeps the ${STATEMENT_CACHE_SIZE} used last`, async () => {
    const select = (n: number) => sql.raw(`select ${n} as n`).execute(db);
    await select(0);
    await select(0);
    expect(compiled.get('select 0 as n')).toBe(1);
    for (let n = 1; n <= STATEMENT_CACHE_SIZE; n += 1) await select(n);
    // The first statement was then the least recently used one: it is compiled again.
    await select(0);
    expect(compiled.get('select 0 as n')).toBe(2);
    await select(STATEMENT_CACHE_SIZE);
    expect(compiled.get(`select ${STATEMENT_CACHE_SIZE} as n`)).toBe(1);
  });
});
