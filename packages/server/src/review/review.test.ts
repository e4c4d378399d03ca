import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

// Record text of the fixture: "Record <i> mentions Ada Lovelace at Acme." — "Ada Lovelace" is 18–30, "Acme" 34–38.
const PER = { label: 'PER', start: 18, end: 30 };
const ORG = { label: 'ORG', start: 34, end: 38 };
const ADA = { label: 'PER', start: 18, end: 21 };
const ranking = (...order: string[]) => order.map((value, i) => ({ value, rank: i + 1 }));

describe.each(testDialects())('review (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let records: string[];
  let annotators: TestUser[];
  let reviewer: TestUser;
  let outsider: TestUser;
  const r = (i: number) => records[i] as string;
  const base = () => `/api/v1/datasets/${fixture.datasetId}`;
  const submit = (record: string, as: TestUser, values: Record<string, unknown>) =>
    server.request('POST', `/api/v1/records/${record}/responses`, {
      json: {
        status: 'submitted',
        values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { value: v }])),
      },
      as,
    });
  const review = (record: string, json: unknown, as?: TestUser) =>
    server.request('PUT', `/api/v1/records/${record}/review`, { json, ...(as ? { as } : {}) });
  const readReview = (record: string, as?: TestUser) =>
    server.request('GET', `/api/v1/records/${record}/review`, as ? { as } : {});

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server, { minSubmitted: 2 });
    records = await addRecords(server, fixture.datasetId, 6);
    annotators = [
      fixture.annotator,
      await server.createUser('annotator', [fixture.workspaceId], `ann-b-${dialect}`),
      await server.createUser('annotator', [fixture.workspaceId], `ann-c-${dialect}`),
    ];
    reviewer = await server.createUser('annotator', [fixture.workspaceId], `rev-${dialect}`);
    outsider = await server.createUser('admin', []);
    const [a, b, c] = annotators as [TestUser, TestUser, TestUser];
    // r0: three annotators, every question type that has a default rule of its own.
    await submit(r(0), a, {
      label: 'positive',
      topics: ['price'],
      rating: 3,
      ranking: ranking('a', 'b', 'c'),
      entities: [PER],
      comment: 'fine',
    });
    await submit(r(0), b, {
      label: 'negative',
      topics: ['quality'],
      rating: 3,
      ranking: ranking('b', 'a', 'c'),
      entities: [PER, ORG],
      comment: 'fine',
    });
    await submit(r(0), c, {
      label: 'negative',
      topics: ['price'],
      rating: 4,
      ranking: ranking('a', 'c', 'b'),
      entities: [ADA],
      comment: 'fine',
    });
    // r1: a tie, the earliest submitted wins; r2: unanimous; r3: one answer only (not reviewable).
    await submit(r(1), a, { label: 'positive' });
    await submit(r(1), b, { label: 'negative', rating: 2 });
    await submit(r(2), a, { label: 'neutral', rating: 5 });
    await submit(r(2), b, { label: 'neutral', rating: 5 });
    await submit(r(3), a, { label: 'neutral' });
    // r4: disputed on both questions it has.
    await submit(r(4), a, { label: 'positive', rating: 1 });
    await submit(r(4), c, { label: 'negative', rating: 2 });
  });
  afterAll(async () => server?.close());

  it('lists and replaces the reviewers: owners and admins only, workspace members only', async () => {
    expect((await server.request('GET', `${base()}/reviewers`, { as: fixture.annotator })).body).toEqual({
      items: [],
    });
    const byAnnotator = await server.request('PUT', `${base()}/reviewers`, {
      json: { user_ids: [reviewer.user.id] },
      as: fixture.annotator,
    });
    expect(byAnnotator.status).toBe(403);
    const notMember = await server.request('PUT', `${base()}/reviewers`, {
      json: { user_ids: [outsider.user.id] },
      as: fixture.admin,
    });
    expect(notMember.status).toBe(422);
    expect(notMember.body.detail).toContain(outsider.user.id);
    const set = await server.request('PUT', `${base()}/reviewers`, {
      json: { user_ids: [reviewer.user.id, reviewer.user.id] },
      as: fixture.admin,
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ items: [{ user_id: reviewer.user.id, username: reviewer.user.username }] });
    expect((await server.request('GET', `${base()}/reviewers`, { as: outsider })).status).toBe(404);
  });

  it('says who may review in the summary (can_review) and answers 404 outside the workspace, 403 to non-reviewers', async () => {
    const summary = async (as: TestUser) =>
      (await server.request('GET', `${base()}/review/summary`, { as })).body;
    expect((await summary(fixture.annotator)).can_review).toBe(false);
    expect((await summary(reviewer)).can_review).toBe(true);
    expect((await summary(fixture.admin)).can_review).toBe(true);
    expect((await server.request('GET', `${base()}/review/summary`, { as: outsider })).status).toBe(404);
    expect((await readReview(r(0), outsider)).status).toBe(404);
    expect((await review(r(0), { status: 'accepted' }, fixture.annotator)).status).toBe(403);
    expect((await server.request('GET', `${base()}/review/records`, { as: fixture.annotator })).status).toBe(
      403,
    );
    expect((await server.request('GET', `${base()}/agreement`, { as: fixture.annotator })).status).toBe(403);
  });

  it('reads the default gold answer per question type while nobody reviewed', async () => {
    const res = await readReview(r(0), fixture.annotator);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      record_id: r(0),
      status: 'pending',
      values: {
        label: { value: 'negative' }, // 2 of 3
        topics: { value: ['price', 'quality'] }, // the union, in option order
        rating: { value: 3 }, // 2 of 3
        comment: { value: 'fine' },
        ranking: { value: ranking('a', 'b', 'c') }, // mean ranks a 4/3, b 2, c 8/3
        entities: { value: [PER] }, // marked by 2 of 3; ORG and "Ada" by 1 of 3
      },
      reviewer_id: null,
      comment: null,
      updated_at: null,
    });
    // A tie goes to the earliest submitted answer.
    expect((await readReview(r(1))).body.values).toEqual({
      label: { value: 'positive' },
      rating: { value: 2 },
    });
  });

  it('sorts the queue by disagreement and gives every record its responses and annotators', async () => {
    const res = await server.request('GET', `${base()}/review/records`, { as: reviewer });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    const order = res.body.items.map((item: { record: { id: string } }) => item.record.id);
    // r4: 2 of 2 questions disputed; r0: 5 of 6 (all but the comment); r1: 1 of 2; r2: none.
    expect(order).toEqual([r(4), r(0), r(1), r(2)]);
    const first = res.body.items[0];
    expect(first.disagreement).toBe(1);
    expect(first.record.responses).toHaveLength(2);
    expect(first.annotators.map((a: { username: string }) => a.username).sort()).toEqual(
      [annotators[0]!.user.username, annotators[2]!.user.username].sort(),
    );
    expect(res.body.items[3].disagreement).toBe(0);
    expect(first.review.status).toBe('pending');
  });

  it('accepts with the default gold answer, or with given values checked like a response (422 naming the question)', async () => {
    const accepted = await review(r(2), { status: 'accepted' }, reviewer);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      record_id: r(2),
      status: 'accepted',
      values: { label: { value: 'neutral' }, rating: { value: 5 } },
      reviewer_id: reviewer.user.id,
      comment: null,
    });
    expect(typeof accepted.body.updated_at).toBe('string');
    const bad = await review(r(1), { status: 'accepted', values: { label: { value: 'angry' } } }, reviewer);
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toMatch(/^question 'label': 'angry' is not a valid label/);
    const missing = await review(r(1), { status: 'accepted', values: { rating: { value: 2 } } }, reviewer);
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toBe("missing response value for required question with name='label'");
    const given = await review(
      r(1),
      {
        status: 'accepted',
        values: {
          label: { value: 'negative' },
          ranking: {
            value: [
              { value: 'c', rank: '1' },
              { value: 'b', rank: 2 },
              { value: 'a', rank: 3 },
            ],
          },
        },
        comment: 'b was right',
      },
      reviewer,
    );
    expect(given.status).toBe(200);
    // Stored in a response's stored form (ranks read as pydantic's lax int reads them).
    expect(given.body.values).toEqual({
      label: { value: 'negative' },
      ranking: { value: ranking('c', 'b', 'a') },
    });
    expect((await readReview(r(1), fixture.annotator)).body).toMatchObject({
      status: 'accepted',
      comment: 'b was right',
    });
  });

  it('refuses a rejection without a comment', async () => {
    for (const comment of [undefined, null, '', '   ']) {
      const res = await review(
        r(4),
        { status: 'rejected', ...(comment === undefined ? {} : { comment }) },
        reviewer,
      );
      expect(res.status).toBe(422);
      expect(typeof res.body.detail).toBe('string');
    }
  });

  it('rejects: the submitted responses return to draft, the record to pending; a new submit reads pending again', async () => {
    const rejected = await review(
      r(4),
      { status: 'rejected', comment: 'Read the guidelines on sarcasm' },
      reviewer,
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      comment: 'Read the guidelines on sarcasm',
      values: {},
    });
    const record = await server.request('GET', `/api/v1/records/${r(4)}`);
    expect(record.body.status).toBe('pending');
    expect(record.body.responses.map((x: { status: string }) => x.status)).toEqual(['draft', 'draft']);
    expect(record.body.responses[0].values).toEqual({ label: { value: 'positive' }, rating: { value: 1 } });
    // It waits for its annotators: not in the pending queue, in the rejected one.
    const pendingQueue = await server.request('GET', `${base()}/review/records?status=pending`, {
      as: reviewer,
    });
    expect(pendingQueue.body.items.map((i: { record: { id: string } }) => i.record.id)).toEqual([r(0)]);
    const rejectedQueue = await server.request('GET', `${base()}/review/records?status=rejected`, {
      as: reviewer,
    });
    expect(rejectedQueue.body.items.map((i: { record: { id: string } }) => i.record.id)).toEqual([r(4)]);

    const mine = record.body.responses.find((x: { user_id: string }) => x.user_id === annotators[0]!.user.id);
    const resubmitted = await server.request('PUT', `/api/v1/responses/${mine.id}`, {
      json: { status: 'submitted', values: { label: { value: 'negative' }, rating: { value: 2 } } },
      as: annotators[0],
    });
    expect(resubmitted.status).toBe(200);
    const again = await readReview(r(4));
    expect(again.body).toMatchObject({
      status: 'pending',
      comment: 'Read the guidelines on sarcasm',
      reviewer_id: reviewer.user.id,
    });
    expect(again.body.values).toEqual({ label: { value: 'negative' }, rating: { value: 2 } });
    // One submitted answer of the two needed: pending, but not yet back in the queue.
    expect(
      (await server.request('GET', `${base()}/review/records?status=rejected`, { as: reviewer })).body.total,
    ).toBe(0);
    const other = record.body.responses.find(
      (x: { user_id: string }) => x.user_id === annotators[2]!.user.id,
    );
    await server.request('PUT', `/api/v1/responses/${other.id}`, {
      json: { status: 'submitted', values: { label: { value: 'negative' }, rating: { value: 2 } } },
      as: annotators[2],
    });
    const back = await server.request('GET', `${base()}/review/records?status=pending`, { as: reviewer });
    expect(back.body.items.map((i: { record: { id: string } }) => i.record.id)).toEqual([r(0), r(4)]);
    expect(back.body.items[1].disagreement).toBe(0);
  });

  it('counts the summary and sorts by latest review; pending withdraws a review', async () => {
    const summary = await server.request('GET', `${base()}/review/summary`, { as: fixture.annotator });
    expect(summary.body).toEqual({ reviewable: 4, pending: 2, accepted: 2, rejected: 0, can_review: false });
    const byUpdate = await server.request('GET', `${base()}/review/records?sort=updated&limit=3`, {
      as: reviewer,
    });
    expect(byUpdate.body.total).toBe(4);
    // r4's rejection is the latest review, then r1's and r2's acceptances; unreviewed r0 last (cut by the limit).
    expect(byUpdate.body.items.map((i: { record: { id: string } }) => i.record.id)).toEqual([
      r(4),
      r(1),
      r(2),
    ]);
    const accepted = await server.request('GET', `${base()}/review/records?status=accepted&offset=1`, {
      as: reviewer,
    });
    expect(accepted.body.total).toBe(2);
    expect(accepted.body.items).toHaveLength(1);
    const withdrawn = await review(r(2), { status: 'pending' }, reviewer);
    expect(withdrawn.body).toMatchObject({ status: 'pending', reviewer_id: null, updated_at: null });
    expect((await server.request('GET', `${base()}/review/summary`)).body).toMatchObject({
      pending: 3,
      accepted: 1,
    });
  });

  it('reviews several records in one request (PUT /datasets/{id}/reviews), each item on its own', async () => {
    const elsewhere = '00000000-0000-4000-8000-000000000000';
    const bulk = (items: unknown[], as: TestUser = reviewer) =>
      server.request('PUT', `${base()}/reviews`, { json: { items }, as });
    expect((await bulk([{ record_id: r(0), status: 'accepted' }], fixture.annotator)).status).toBe(403);
    expect((await bulk([{ record_id: r(0), status: 'accepted' }], outsider)).status).toBe(404);
    const twice = await bulk([
      { record_id: r(0), status: 'accepted' },
      { record_id: r(0), status: 'rejected', comment: 'x' },
    ]);
    expect(twice.status).toBe(422);
    expect(twice.body.detail).toBe(`Record with id \`${r(0)}\` appears more than once`);
    const res = await bulk([
      { record_id: r(0), status: 'accepted' },
      { record_id: r(2), status: 'accepted', values: { label: { value: 'not-an-option' } } },
      { record_id: elsewhere, status: 'accepted' },
    ]);
    expect(res.status).toBe(200);
    const [first, refused, missing] = res.body.items;
    expect(first).toMatchObject({ record_id: r(0), error: null, review: { status: 'accepted' } });
    expect(first.review.values.label).toEqual({ value: 'negative' }); // r0's default gold answer
    expect(refused.review).toBeNull();
    expect(refused.error.detail).toContain('label');
    expect(missing).toEqual({
      record_id: elsewhere,
      review: null,
      error: { detail: `Record with id \`${elsewhere}\` not found` },
    });
    expect((await readReview(r(0))).body.status).toBe('accepted');
    expect((await readReview(r(2))).body.status).toBe('pending');
  });
});
