import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

const FORBIDDEN = {
  detail: {
    code: 'argilla.api.errors::ForbiddenOperationError',
    params: { detail: 'Operation not allowed' },
  },
};

describe.each(testDialects())('comments (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let records: string[];
  let author: TestUser;
  let other: TestUser;
  let reviewer: TestUser;
  let outsider: TestUser;
  const r = (i: number) => records[i] as string;
  const post = (record: string, body: unknown, as: TestUser) =>
    server.request('POST', `/api/v1/records/${record}/comments`, { json: body, as });
  const list = (record: string, as: TestUser) =>
    server.request('GET', `/api/v1/records/${record}/comments`, { as });
  const patch = (id: string, json: unknown, as: TestUser) =>
    server.request('PATCH', `/api/v1/comments/${id}`, { json, as });
  const remove = (id: string, as: TestUser) => server.request('DELETE', `/api/v1/comments/${id}`, { as });
  const commented = (as: TestUser) =>
    server.request('GET', `/api/v1/datasets/${fixture.datasetId}/comments/records`, { as });

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
    records = await addRecords(server, fixture.datasetId, 4);
    author = fixture.annotator;
    other = await server.createUser('annotator', [fixture.workspaceId], `other-${dialect}`);
    reviewer = await server.createUser('annotator', [fixture.workspaceId], `rev-${dialect}`);
    outsider = await server.createUser('annotator', [], `out-${dialect}`);
    const reviewers = await server.request('PUT', `/api/v1/datasets/${fixture.datasetId}/reviewers`, {
      json: { user_ids: [reviewer.user.id] },
    });
    expect(reviewers.status).toBe(200);
  });
  afterAll(async () => server?.close());

  it('posts and lists comments, oldest first, mentions resolved to workspace members only', async () => {
    const first = await post(
      r(0),
      {
        body: `Is this *sarcasm*? @rev-${dialect}, @out-${dialect} and @nobody, what do you say? cc @other-${dialect}.`,
      },
      author,
    );
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      record_id: r(0),
      user_id: author.user.id,
      username: author.user.username,
      body: expect.stringContaining('*sarcasm*'),
      mentions: [reviewer.user.id, other.user.id].sort(),
      resolved: false,
      inserted_at: expect.any(String),
      updated_at: first.body.inserted_at,
    });
    const second = await post(r(0), { body: 'I think it is.' }, reviewer);
    expect(second.status).toBe(201);
    expect(second.body.mentions).toEqual([]);
    const read = await list(r(0), other);
    expect(read.status).toBe(200);
    expect(read.body.items.map((c: { id: string }) => c.id)).toEqual([first.body.id, second.body.id]);
    expect(read.body.items[0]).toEqual(first.body);
    expect((await list(r(1), author)).body).toEqual({ items: [] });
  });

  it('takes bodies of 1 to 10,000 characters, not only blanks, and answers 422 in the contract shape', async () => {
    expect((await post(r(1), { body: 'x'.repeat(10_000) }, author)).status).toBe(201);
    for (const body of [{ body: '' }, { body: 'x'.repeat(10_001) }, { body: ' \n\t ' }, {}, { body: 3 }]) {
      const res = await post(r(1), body, author);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(res.body.detail.code).toBe('argilla.api.errors::ValidationError');
      expect(res.body.detail.params.errors[0].loc).toEqual(['body', 'body']);
    }
    const blank = await post(r(1), { body: '   ' }, author);
    expect(blank.body.detail.params.errors[0].msg).toBe('Value error, A comment needs some text');
    const created = await post(r(1), { body: 'short' }, author);
    const empty = await patch(created.body.id, {}, author);
    expect(empty.status).toBe(422);
    expect(empty.body.detail.params.errors[0].msg).toBe('Value error, Send a body, resolved, or both');
    expect((await patch(created.body.id, { resolved: 'yes' }, author)).status).toBe(422);
    expect(
      (await server.request('POST', `/api/v1/records/${r(1)}/comments`, { body: '{', as: author })).status,
    ).toBe(422);
  });

  it('answers 404 to users outside the workspace, as for records', async () => {
    const created = await post(r(2), { body: 'members only' }, author);
    const missing = `Record with id \`${r(2)}\` not found`;
    expect(await list(r(2), outsider)).toMatchObject({ status: 404, body: { detail: missing } });
    expect(await post(r(2), { body: 'hi' }, outsider)).toMatchObject({
      status: 404,
      body: { detail: missing },
    });
    const noComment = `Comment with id \`${created.body.id}\` not found`;
    expect(await patch(created.body.id, { resolved: true }, outsider)).toMatchObject({
      status: 404,
      body: { detail: noComment },
    });
    expect(await remove(created.body.id, outsider)).toMatchObject({
      status: 404,
      body: { detail: noComment },
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await list(unknown, author)).status).toBe(404);
    expect((await patch(unknown, { resolved: true }, author)).status).toBe(404);
    expect((await list('not-a-uuid', author)).status).toBe(422);
  });

  it('lets only the author edit the body; mentions follow the new body', async () => {
    const created = await post(r(2), { body: 'first thought' }, author);
    for (const as of [other, reviewer, fixture.admin, server.owner]) {
      const res = await patch(created.body.id, { body: 'rewritten' }, as);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    const edited = await patch(created.body.id, { body: `second thought, @other-${dialect}` }, author);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      body: `second thought, @other-${dialect}`,
      mentions: [other.user.id],
    });
    expect(edited.body.updated_at > created.body.updated_at).toBe(true);
    expect((await patch(created.body.id, { body: 'no mention' }, author)).body.mentions).toEqual([]);
  });

  it('lets the author, reviewers, admins and owners resolve and reopen, no other member', async () => {
    const created = await post(r(3), { body: 'please check' }, author);
    const id = created.body.id as string;
    expect(await patch(id, { resolved: true }, other)).toMatchObject({ status: 403, body: FORBIDDEN });
    expect(await patch(id, { resolved: true, body: 'mine now' }, reviewer)).toMatchObject({ status: 403 });
    for (const as of [reviewer, fixture.admin, server.owner, author]) {
      expect((await patch(id, { resolved: true }, as)).body.resolved).toBe(true);
      expect((await patch(id, { resolved: false }, as)).body.resolved).toBe(false);
    }
    expect((await list(r(3), other)).body.items[0].body).toBe('please check');
  });

  it('lets the author, admins and owners delete, no other member (reviewers neither)', async () => {
    const ids = await Promise.all(
      ['a', 'b', 'c'].map(async (body) => (await post(r(3), { body }, author)).body.id as string),
    );
    const [a, b, c] = ids as [string, string, string];
    expect(await remove(a, other)).toMatchObject({ status: 403, body: FORBIDDEN });
    expect(await remove(a, reviewer)).toMatchObject({ status: 403, body: FORBIDDEN });
    const deleted = await remove(a, author);
    expect(deleted).toMatchObject({ status: 200, body: { id: a, body: 'a' } });
    expect((await remove(b, fixture.admin)).status).toBe(200);
    expect((await remove(c, server.owner)).status).toBe(200);
    expect((await remove(a, author)).status).toBe(404);
    const left = (await list(r(3), author)).body.items.map((item: { body: string }) => item.body);
    expect(left).toEqual(['please check']);
  });

  it("lists the dataset's commented records and the caller's open mentions, gone once resolved", async () => {
    const mention = await post(r(3), { body: `@rev-${dialect} have a look` }, other);
    const counts = (await commented(reviewer)).body.items;
    expect(counts).toEqual([
      { record_id: r(0), comments: 2, open: 2, mentions_me: true },
      { record_id: r(1), comments: 2, open: 2, mentions_me: false },
      { record_id: r(2), comments: 2, open: 2, mentions_me: false },
      { record_id: r(3), comments: 2, open: 2, mentions_me: true },
    ]);
    expect((await commented(outsider)).status).toBe(404);
    const mentions = await server.request('GET', '/api/v1/me/mentions', { as: reviewer });
    expect(mentions.body.items).toEqual([
      {
        comment_id: mention.body.id,
        record_id: r(3),
        dataset_id: fixture.datasetId,
        dataset_name: 'reviews',
        username: other.user.username,
        body: `@rev-${dialect} have a look`,
        inserted_at: mention.body.inserted_at,
      },
      expect.objectContaining({ record_id: r(0), username: author.user.username }),
    ]);
    await patch(mention.body.id, { resolved: true }, reviewer);
    expect((await commented(reviewer)).body.items[3]).toEqual({
      record_id: r(3),
      comments: 2,
      open: 1,
      mentions_me: false,
    });
    const after = await server.request('GET', '/api/v1/me/mentions', { as: reviewer });
    expect(after.body.items.map((m: { record_id: string }) => m.record_id)).toEqual([r(0)]);
    expect((await server.request('GET', '/api/v1/me/mentions', { as: outsider })).body).toEqual({
      items: [],
    });
  });

  it('goes with its record and its dataset', async () => {
    const own = await createAnnotationDataset(server);
    const [kept, dropped] = (await addRecords(server, own.datasetId, 2)) as [string, string];
    await post(kept, { body: `kept @${own.annotator.user.username}` }, own.admin);
    await post(dropped, { body: 'dropped' }, own.admin);
    const count = async () =>
      Number(
        (
          await server.db
            .selectFrom('comments')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('dataset_id', '=', own.datasetId)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(2);
    expect((await server.request('DELETE', `/api/v1/records/${dropped}`)).status).toBe(200);
    expect(await count()).toBe(1);
    expect((await server.request('DELETE', `/api/v1/datasets/${own.datasetId}`)).status).toBe(200);
    expect(await count()).toBe(0);
    const mentions = await server.db.selectFrom('comment_mentions').select('user_id').execute();
    expect(mentions.map((m) => m.user_id)).not.toContain(own.annotator.user.id);
  });
});
