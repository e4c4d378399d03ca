import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

/**
 * Agreement on a dataset small enough to compute by hand. Three annotators label four records:
 *
 *   r0: positive, positive, positive      r2: negative, negative, negative
 *   r1: positive, negative, negative      r3: positive, positive (C did not answer)
 *
 * Krippendorff's alpha (nominal), from the coincidence matrix (each pair of a record with m answers weighs
 * 1/(m − 1)): o(p,p) = 3 + 2 = 5, o(p,n) = o(n,p) = 1, o(n,n) = 1 + 3 = 4; n_p = 6, n_n = 5, n = 11.
 * α = 1 − (n − 1)·(o(p,n) + o(n,p)) / (2·n_p·n_n) = 1 − 10·2/60 = 2/3.
 * Percent agreement over every pair: r0 3 of 3, r1 1 of 3, r2 3 of 3, r3 1 of 1 → 8 of 10.
 * Fleiss' kappa: undefined (r3 has two answers, the others three).
 * Each annotator against the others: A 2+0+2+1 of 7, B 2+1+2+1 of 7, C 2+1+2 of 6.
 */
describe.each(testDialects())('agreement (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let records: string[];
  let a: TestUser;
  let b: TestUser;
  let c: TestUser;
  const agreement = (as?: TestUser) =>
    server.request('GET', `/api/v1/datasets/${fixture.datasetId}/agreement`, as ? { as } : {});

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server, { minSubmitted: 2 });
    records = await addRecords(server, fixture.datasetId, 4);
    a = fixture.annotator;
    b = await server.createUser('annotator', [fixture.workspaceId], `agr-b-${dialect}`);
    c = await server.createUser('annotator', [fixture.workspaceId], `agr-c-${dialect}`);
    const labels: [TestUser, string[]][] = [
      [a, ['positive', 'positive', 'negative', 'positive']],
      [b, ['positive', 'negative', 'negative', 'positive']],
      [c, ['positive', 'negative', 'negative']],
    ];
    for (const [user, answers] of labels) {
      for (const [i, label] of answers.entries()) {
        const res = await server.request('POST', `/api/v1/records/${records[i]}/responses`, {
          json: { status: 'submitted', values: { label: { value: label } } },
          as: user,
        });
        expect(res.status).toBe(201);
      }
    }
  });
  afterAll(async () => server?.close());

  it('computes the figures of a label question as worked out by hand', async () => {
    const res = await agreement(fixture.admin);
    expect(res.status).toBe(200);
    const label = res.body.items.filter((item: { question: string }) => item.question === 'label');
    expect(label).toEqual([
      {
        question: 'label',
        type: 'label_selection',
        metric: 'krippendorff_alpha',
        level: 'nominal',
        value: expect.closeTo(2 / 3, 10),
        units: 4,
        annotators: 3,
      },
      {
        question: 'label',
        type: 'label_selection',
        metric: 'fleiss_kappa',
        level: 'nominal',
        value: null,
        units: 4,
        annotators: 3,
      },
      {
        question: 'label',
        type: 'label_selection',
        metric: 'percent_agreement',
        level: 'nominal',
        value: expect.closeTo(0.8, 10),
        units: 4,
        annotators: 3,
      },
    ]);
    // Questions nobody answered have figures with no units, their values undefined.
    const rating = res.body.items.filter((item: { question: string }) => item.question === 'rating');
    expect(
      rating.map((item: { level: string; value: null; units: number }) => [
        item.level,
        item.value,
        item.units,
      ]),
    ).toEqual([
      ['nominal', null, 0],
      ['ordinal', null, 0],
      ['interval', null, 0],
    ]);
    const byUser = new Map(res.body.annotators.map((x: { user_id: string }) => [x.user_id, x]));
    expect(byUser.get(a.user.id)).toEqual({
      user_id: a.user.id,
      username: a.user.username,
      records: 4,
      agreement_with_others: expect.closeTo(5 / 7, 10),
      agreement_with_review: null,
    });
    expect(byUser.get(b.user.id)).toMatchObject({
      records: 4,
      agreement_with_others: expect.closeTo(6 / 7, 10),
    });
    expect(byUser.get(c.user.id)).toMatchObject({
      records: 3,
      agreement_with_others: expect.closeTo(5 / 6, 10),
    });
  });

  it('measures each annotator against the accepted gold answers', async () => {
    // r1's default gold answer is the majority, negative: A disagrees, B and C agree.
    expect(
      (await server.request('PUT', `/api/v1/records/${records[1]}/review`, { json: { status: 'accepted' } }))
        .status,
    ).toBe(200);
    const res = await agreement();
    const byUser = new Map(res.body.annotators.map((x: { user_id: string }) => [x.user_id, x]));
    expect(byUser.get(a.user.id)).toMatchObject({ agreement_with_review: 0 });
    expect(byUser.get(b.user.id)).toMatchObject({ agreement_with_review: 1 });
    expect(byUser.get(c.user.id)).toMatchObject({ agreement_with_review: 1 });
  });

  it('is for reviewers: 403 to other members, 404 outside the workspace', async () => {
    expect((await agreement(a)).status).toBe(403);
    const outsider = await server.createUser('annotator', []);
    expect((await agreement(outsider)).status).toBe(404);
    await server.request('PUT', `/api/v1/datasets/${fixture.datasetId}/reviewers`, {
      json: { user_ids: [a.user.id] },
    });
    expect((await agreement(a)).status).toBe(200);
  });

  it('reads the answers of every question type: two annotators agreeing on varied answers score 1 everywhere', async () => {
    const other = await createAnnotationDataset(server, { minSubmitted: 2 });
    const ids = await addRecords(server, other.datasetId, 2);
    const second = await server.createUser('annotator', [other.workspaceId]);
    const answers = [
      {
        label: 'positive',
        rating: 1,
        topics: ['price'],
        ranking: ['a', 'b', 'c'],
        entities: [{ label: 'PER', start: 18, end: 30 }],
        comment: 'x',
      },
      {
        label: 'negative',
        rating: 5,
        topics: ['quality', 'price'],
        ranking: ['c', 'b', 'a'],
        entities: [{ label: 'ORG', start: 34, end: 38 }],
        comment: 'y',
      },
    ];
    for (const user of [other.annotator, second]) {
      for (const [i, answer] of answers.entries()) {
        const values = {
          ...Object.fromEntries(Object.entries(answer).map(([k, v]) => [k, { value: v }])),
          ranking: { value: answer.ranking.map((value, rank) => ({ value, rank: rank + 1 })) },
        };
        const res = await server.request('POST', `/api/v1/records/${ids[i]}/responses`, {
          json: { status: 'submitted', values },
          as: user,
        });
        expect(res.status).toBe(201);
      }
    }
    const res = await server.request('GET', `/api/v1/datasets/${other.datasetId}/agreement`);
    const figures = res.body.items
      .filter((item: { question: string }) => item.question !== 'table')
      .map(
        (item: { question: string; metric: string; level: string; value: number | null; units: number }) => [
          item.question,
          item.metric,
          item.level,
          item.value,
          item.units,
        ],
      );
    expect(figures).toEqual([
      ['label', 'krippendorff_alpha', 'nominal', 1, 2],
      ['label', 'fleiss_kappa', 'nominal', 1, 2],
      ['label', 'percent_agreement', 'nominal', 1, 2],
      ['topics', 'krippendorff_alpha', 'masi', 1, 2],
      ['topics', 'krippendorff_alpha', 'jaccard', 1, 2],
      ['rating', 'krippendorff_alpha', 'nominal', 1, 2],
      ['rating', 'krippendorff_alpha', 'ordinal', 1, 2],
      ['rating', 'krippendorff_alpha', 'interval', 1, 2],
      ['comment', 'exact_match', 'nominal', 1, 2],
      ['ranking', 'krippendorff_alpha', 'kendall', 1, 2],
      ['entities', 'pairwise_f1', 'exact', 1, 2],
      ['entities', 'pairwise_f1', 'overlap', 1, 2],
    ]);
  });
});
