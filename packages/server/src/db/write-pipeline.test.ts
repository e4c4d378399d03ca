import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { WritePipeline } from './write-pipeline';

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDialects())('WritePipeline (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(dialect);
  }, 60_000);
  afterAll(async () => server?.close());

  it('sends the writes in the order they were added, each after the one before has finished', async () => {
    const events: string[] = [];
    await server.db.transaction().execute(async (trx) => {
      const pipeline = new WritePipeline(trx);
      // The first write takes longer to lay out than the second: it is still sent first.
      await pipeline.add(async () => {
        await delay(50);
        return async () => {
          events.push('first sent');
          await sql`select 1 as one`.execute(trx);
          events.push('first done');
        };
      });
      await pipeline.add(() => async () => {
        events.push('second sent');
        await sql`select 2 as two`.execute(trx);
      });
      await pipeline.add(() => null);
      await pipeline.finish();
    });
    expect(events).toEqual(['first sent', 'first done', 'second sent']);
  });

  it('throws the first failure from finish and sends nothing after it; the transaction rolls back', async () => {
    let laterSent = false;
    const users = await server.db.selectFrom('users').select('id').execute();
    expect(users.length).toBeGreaterThan(0);
    const failed = server.db.transaction().execute(async (trx) => {
      const pipeline = new WritePipeline(trx);
      await pipeline.add(() => async () => {
        await sql`update users set first_name = 'renamed by a failed batch'`.execute(trx);
      });
      await pipeline.add(() => async () => {
        await sql`select * from pipeline_missing_table`.execute(trx);
      });
      await pipeline.add(() => {
        throw new Error('a later layout fails too');
      });
      await pipeline.add(() => async () => {
        laterSent = true;
      });
      await pipeline.finish();
    });
    await expect(failed).rejects.toThrow(/pipeline_missing_table/);
    expect(laterSent).toBe(false);
    const renamed = await server.db
      .selectFrom('users')
      .select('id')
      .where('first_name', '=', 'renamed by a failed batch')
      .execute();
    expect(renamed).toEqual([]);
  });

  it('throws a failed layout', async () => {
    const failed = server.db.transaction().execute(async (trx) => {
      const pipeline = new WritePipeline(trx);
      await pipeline.add(() => {
        throw new Error('no layout');
      });
      await pipeline.finish();
    });
    await expect(failed).rejects.toThrow('no layout');
  });

  it(
    dialect === 'postgres'
      ? 'lays out a write while the statement before it runs'
      : 'lays out a write once the one before it has finished (in process)',
    async () => {
      let firstDone = false;
      let firstDoneAtLayout: boolean | null = null;
      await server.db.transaction().execute(async (trx) => {
        const pipeline = new WritePipeline(trx);
        const slow = dialect === 'postgres' ? sql`select pg_sleep(0.3)` : sql`select 1`;
        await pipeline.add(() => async () => {
          await slow.execute(trx);
          firstDone = true;
        });
        await pipeline.add(() => {
          firstDoneAtLayout = firstDone;
          return null;
        });
        await pipeline.finish();
      });
      expect(firstDoneAtLayout).toBe(dialect !== 'postgres');
    },
  );
});
