import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHUFFLE_KEY_RANGE } from '../common/ids';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
  PENDING_QUEUE_BODY,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';
import { queueStart } from './search-sort';

const RECORDS = 200;
const CATEGORIES = ['books', 'games', 'music'];
const PENDING_QUEUE = PENDING_QUEUE_BODY;

/** A cyclic shift of `order` starting at its element `first`. */
function rotated(order: readonly string[], first: string): string[] {
  const at = order.indexOf(first);
  return [...order.slice(at), ...order.slice(0, at)];
}

describe.each(testDialects())(
  'the /me default order: a per-user rotation of one random order (%s)',
  (dialect) => {
    let server: TestServer;
    let fixture: AnnotationDatasetFixture;
    let users: TestUser[];
    let ids: string[];
    const keys = new Map<string, number>();
    const search = async (as: TestUser, body: unknown, query = '?limit=1000') => {
      const res = await server.request(
        'POST',
        `/api/v1/me/datasets/${fixture.datasetId}/records/search${query}`,
        {
          json: body,
          as,
        },
      );
      expect(res.status).toBe(200);
      return res.body as { items: { record: { id: string } }[]; total: number };
    };
    const idsOf = (result: { items: { record: { id: string } }[] }) => result.items.map((i) => i.record.id);
    /** The spec's order for a user: keys from the user's start up, then the keys below it, ties by id. */
    const expectedOrder = (user: TestUser, among: readonly string[] = ids) => {
      const start = queueStart(user.user.id);
      const rank = (id: string) => [(keys.get(id) as number) >= start ? 0 : 1, keys.get(id) as number];
      return [...among].sort((a, b) => {
        const [pa, ka] = rank(a) as [number, number];
        const [pb, kb] = rank(b) as [number, number];
        return pa - pb || ka - kb || (a < b ? -1 : a > b ? 1 : 0);
      });
    };

    beforeAll(async () => {
      server = await createTestServer(dialect);
      fixture = await createAnnotationDataset(server);
      users = [
        fixture.annotator,
        fixture.admin,
        await server.createUser('annotator', [fixture.workspaceId]),
        await server.createUser('annotator', [fixture.workspaceId]),
      ];
      ids = await addRecords(server, fixture.datasetId, RECORDS, (i) => ({
        metadata: { category: CATEGORIES[i % 3] },
      }));
      // Known keys: each user's start and the key just below it (where each user's order begins and ends), two
      // records sharing a key (ties by id), the rest spread over the whole range in an order unlike insertion's.
      const starts = users.map((user) => queueStart(user.user.id));
      const spread = RECORDS - 2 * users.length;
      ids.forEach((id, i) => {
        const own = starts[Math.floor(i / 2)];
        if (own !== undefined) keys.set(id, i % 2 === 0 ? own : Math.max(own - 1, 0));
        else keys.set(id, Math.floor((((i * 7919) % spread) * SHUFFLE_KEY_RANGE) / spread));
      });
      keys.set(ids[RECORDS - 1] as string, keys.get(ids[RECORDS - 2] as string) as number);
      for (const [id, key] of keys)
        await server.db.updateTable('records').set({ shuffle_key: key }).where('id', '=', id).execute();
    });
    afterAll(async () => server?.close());

    it('orders each user’s queue from their own start, then wraps around: one order, rotated', async () => {
      const orders = await Promise.all(users.map(async (user) => idsOf(await search(user, {}))));
      const common = orders[0] as string[];
      orders.forEach((order, u) => {
        const user = users[u] as TestUser;
        expect(order).toEqual(expectedOrder(user));
        expect(order).toEqual(rotated(common, order[0] as string));
        // The record at the user's start comes first and the one just below it last.
        expect(keys.get(order[0] as string)).toBe(queueStart(user.user.id));
        expect(keys.get(order.at(-1) as string)).toBe(queueStart(user.user.id) - 1);
      });
      // Records sharing a key keep id order.
      const [a, b] = [ids[RECORDS - 2], ids[RECORDS - 1]] as [string, string];
      expect(common.indexOf(a) - common.indexOf(b)).toBe(a < b ? -1 : 1);
    });

    it('differs between users: each starts on another record and no two orders are equal', async () => {
      const orders = await Promise.all(users.map(async (user) => idsOf(await search(user, PENDING_QUEUE))));
      expect(new Set(orders.map((order) => order[0])).size).toBe(users.length);
      expect(new Set(orders.map((order) => order.slice(0, 10).join())).size).toBe(users.length);
    });

    it('is stable across pages, filtered or not, and the same under a text query', async () => {
      for (const user of users) {
        const whole = idsOf(await search(user, PENDING_QUEUE));
        const pages: string[] = [];
        for (let offset = 0; offset < RECORDS; offset += 7)
          pages.push(...idsOf(await search(user, PENDING_QUEUE, `?offset=${offset}&limit=7`)));
        expect(pages).toEqual(whole);
        expect(idsOf(await search(user, PENDING_QUEUE, '?offset=190&limit=20'))).toEqual(whole.slice(190));
        expect(idsOf(await search(user, { query: { text: { q: 'Record' } } }))).toEqual(whole);
      }
    });

    it('breaks the ties of an explicit sort by the same order', async () => {
      const user = users[2] as TestUser;
      const sorted = idsOf(
        await search(user, {
          sort: [{ scope: { entity: 'metadata', metadata_property: 'category' }, order: 'asc' }],
        }),
      );
      const byCategory = CATEGORIES.flatMap((_, c) =>
        expectedOrder(user).filter((id) => ids.indexOf(id) % 3 === c),
      );
      expect(sorted).toEqual(byCategory);
    });

    it('keeps the others’ relative order after a submit: the submitted records leave the queue', async () => {
      const [submitter, other] = users.slice(2) as [TestUser, TestUser];
      const before = idsOf(await search(submitter, PENDING_QUEUE));
      const otherBefore = idsOf(await search(other, PENDING_QUEUE));
      const submitted = [before[0], before[5]] as string[];
      for (const id of submitted) {
        const res = await server.request('POST', `/api/v1/records/${id}/responses`, {
          json: { status: 'submitted', values: { label: { value: 'neutral' } } },
          as: submitter,
        });
        expect(res.status).toBe(201);
      }
      await server.tasks.idle();
      const after = await search(submitter, PENDING_QUEUE);
      expect(idsOf(after)).toEqual(before.filter((id) => !submitted.includes(id)));
      expect(after.total).toBe(RECORDS - 2);
      // One answer completes a record here (min_submitted 1): it leaves everyone's pending queue.
      expect(idsOf(await search(other, PENDING_QUEUE))).toEqual(
        otherBefore.filter((id) => !submitted.includes(id)),
      );
      const page = await search(submitter, PENDING_QUEUE, '?offset=3&limit=4');
      expect([idsOf(page), page.total]).toEqual([idsOf(after).slice(3, 7), RECORDS - 2]);
    });
  },
);
