import { downloadFile } from '@huggingface/hub';
import { STAND_IN_TOKENS, type RunningHubStandIn } from '@marginalia/hub-stand-in';
import { parquetMetadata, parquetReadObjects } from 'hyparquet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportDataset, finishedJob, labelOptions, startTestHub } from '../testing/hub-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { INVALID_TOKEN, READ_ONLY_TOKEN } from './export-job';

let hub: RunningHubStandIn;
beforeAll(async () => {
  hub = await startTestHub();
});
afterAll(async () => hub.close());

async function readExport(
  repo: string,
  path = 'data/train-00000-of-00001.parquet',
): Promise<Record<string, unknown>[]> {
  const blob = await downloadFile({
    repo: { type: 'dataset', name: repo },
    path,
    hubUrl: hub.url,
    accessToken: STAND_IN_TOKENS.read,
  });
  const buffer = await blob!.arrayBuffer();
  expect(Number(parquetMetadata(buffer).num_rows)).toBeGreaterThan(0);
  return parquetReadObjects({ file: buffer });
}

describe.each(testDialects())('POST /datasets/{id}/export (%s)', (dialect) => {
  let server: TestServer;
  let datasetId: string;
  let annotatorId: string;
  beforeAll(async () => {
    server = await createTestServer(dialect, hub.env);
    const created = await createImportDataset(server, {
      fields: [{ name: 'text', type: 'text' }],
      questions: [
        { name: 'label', settings: { type: 'label_selection', options: labelOptions('neg', 'pos') } },
        {
          name: 'topics',
          settings: { type: 'multi_label_selection', options: labelOptions('plot', 'cast') },
          required: false,
        },
        {
          name: 'stars',
          settings: { type: 'rating', options: [1, 2, 3].map((value) => ({ value })) },
          required: false,
        },
      ],
      metadata: [{ name: 'votes', settings: { type: 'integer' } }],
    });
    datasetId = created.datasetId;
    const annotator = await server.createUser('annotator', [created.workspaceId]);
    annotatorId = annotator.user.id;
    const items = [0, 1, 2].map((i) => ({
      fields: { text: `review ${i}` },
      metadata: { votes: i * 10 },
      external_id: `r${i}`,
      suggestions:
        i === 2
          ? []
          : [
              {
                question_id: created.questionIds['label'],
                value: i === 0 ? 'pos' : 'neg',
                score: 0.75,
                agent: 'model-a',
              },
            ],
      responses:
        i === 1
          ? []
          : [
              {
                user_id: server.owner.user.id,
                status: 'submitted',
                values: { label: { value: 'pos' }, topics: { value: ['plot', 'cast'] }, stars: { value: 3 } },
              },
              { user_id: annotatorId, status: 'draft', values: { label: { value: 'neg' } } },
            ],
    }));
    const res = await server.request('POST', `/api/v1/datasets/${datasetId}/records/bulk`, {
      json: { items },
    });
    expect(res.status).toBe(201);
  });
  afterAll(async () => server.close());

  const exportTo = (body: Record<string, unknown>) =>
    server.request('POST', `/api/v1/datasets/${datasetId}/export`, { json: body });

  it('uploads the records with responses and suggestions in the to_hub layout to a private repository', async () => {
    const repo = `standin-user/export-${dialect}`;
    const res = await exportTo({ name: repo, private: true, token: STAND_IN_TOKENS.write });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.any(String), status: 'queued' });
    expect(await finishedJob(server, res.body.id)).toMatchObject({ status: 'finished', error: null });
    expect(hub.repos.get(repo)?.private).toBe(true);
    expect([...hub.repos.get(repo)!.files.keys()].sort()).toEqual([
      '.argilla/dataset.json',
      '.argilla/settings.json',
      'README.md',
      'data/train-00000-of-00001.parquet',
    ]);

    const rows = await readExport(repo);
    expect(rows).toHaveLength(3);
    expect(Object.keys(rows[0]!)).toEqual([
      'id',
      'status',
      '_server_id',
      'text',
      'votes',
      'label.responses',
      'label.responses.users',
      'label.responses.status',
      'label.suggestion',
      'label.suggestion.score',
      'label.suggestion.agent',
      'topics.responses',
      'topics.responses.users',
      'topics.responses.status',
      'stars.responses',
      'stars.responses.users',
      'stars.responses.status',
    ]);
    const [first, second] = rows as Record<string, unknown>[];
    expect(first).toMatchObject({
      id: 'r0',
      // One submitted response meets the default distribution (min_submitted 1).
      status: 'completed',
      text: 'review 0',
      votes: 0n,
      'label.responses': ['pos', 'neg'],
      'label.responses.users': [server.owner.user.id, annotatorId],
      'label.responses.status': ['submitted', 'draft'],
      'label.suggestion': 'pos',
      'label.suggestion.score': 0.75,
      'label.suggestion.agent': 'model-a',
      'topics.responses': [['plot', 'cast']],
      'stars.responses': [3n],
    });
    expect(second).toMatchObject({
      id: 'r1',
      status: 'pending',
      'label.responses': [],
      'label.suggestion': 'neg',
    });
    const card = new TextDecoder().decode(hub.repos.get(repo)!.files.get('README.md')!.content);
    expect(card).toContain('path: data/train-*');
  });

  it('updates an existing repository on a second export, under another subset and split', async () => {
    const repo = `marginalia-stand-in/export-again-${dialect}`;
    expect(
      await finishedJob(server, (await exportTo({ name: repo, token: STAND_IN_TOKENS.write })).body.id),
    ).toMatchObject({ status: 'finished' });
    const again = await exportTo({
      name: repo,
      subset: 'reviews',
      split: 'test',
      token: STAND_IN_TOKENS.write,
    });
    expect(await finishedJob(server, again.body.id)).toMatchObject({ status: 'finished' });
    expect(await readExport(repo, 'reviews/test-00000-of-00001.parquet')).toHaveLength(3);
    expect(hub.repos.get(repo)!.commits).toHaveLength(2);
  });

  it('fails the job clearly with a read-only or an invalid token, and stores the token nowhere', async () => {
    for (const [token, reason] of [
      [STAND_IN_TOKENS.read, READ_ONLY_TOKEN],
      ['hf_nosuchtoken123', INVALID_TOKEN],
      ['not-a-hub-token', INVALID_TOKEN],
    ] as const) {
      const repo = `standin-user/refused-${dialect}-${token.length}`;
      const res = await exportTo({ name: repo, token });
      expect(res.status).toBe(202);
      expect(await finishedJob(server, res.body.id)).toMatchObject({ status: 'failed', error: reason });
      expect(hub.repos.get(repo)).toBeUndefined();
      const row = await server.db
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', res.body.id)
        .executeTakeFirstOrThrow();
      expect(JSON.stringify(row)).not.toContain(token);
    }
  });

  it('refuses a name that is no repository id, a missing token, an unknown dataset and a non-writer', async () => {
    expect((await exportTo({ name: 'no-owner', token: STAND_IN_TOKENS.write })).body).toEqual({
      detail: '`no-owner` is not a hub repository id: use `owner/dataset-name`',
    });
    const missing = await exportTo({ name: 'standin-user/x' });
    expect(missing.status).toBe(422);
    expect(missing.body.detail.params.errors[0]).toMatchObject({ loc: ['body', 'token'], type: 'missing' });
    const unknown = await server.request(
      'POST',
      '/api/v1/datasets/00000000-0000-4000-8000-000000000000/export',
      {
        json: { name: 'standin-user/x', token: STAND_IN_TOKENS.write },
      },
    );
    expect(unknown).toMatchObject({
      status: 404,
      body: { detail: 'Dataset with id `00000000-0000-4000-8000-000000000000` not found' },
    });
  });

  it("adds the review columns once the dataset has reviews: the gold answers and each record's review status", async () => {
    const records = (await server.request('GET', `/api/v1/datasets/${datasetId}/records`)).body.items;
    const [r0, , r2] = records as { id: string }[];
    expect(
      (await server.request('PUT', `/api/v1/records/${r0!.id}/review`, { json: { status: 'accepted' } }))
        .status,
    ).toBe(200);
    const rejected = await server.request('PUT', `/api/v1/records/${r2!.id}/review`, {
      json: { status: 'rejected', comment: 'Too quick' },
    });
    expect(rejected.status).toBe(200);
    const repo = `standin-user/export-reviewed-${dialect}`;
    const res = await exportTo({ name: repo, token: STAND_IN_TOKENS.write });
    expect(await finishedJob(server, res.body.id)).toMatchObject({ status: 'finished' });
    const rows = await readExport(repo);
    expect(Object.keys(rows[0]!).slice(-4)).toEqual([
      'label.review',
      'topics.review',
      'stars.review',
      'review.status',
    ]);
    expect(
      rows.map((row) => [
        row['label.review'],
        row['topics.review'] ?? null, // hyparquet reads a null list as undefined
        row['stars.review'],
        row['review.status'],
      ]),
    ).toEqual([
      ['pos', ['plot', 'cast'], 3n, 'accepted'],
      [null, null, null, 'pending'],
      [null, null, null, 'rejected'],
    ]);
    // The rejection sent r2's submitted response back to draft.
    expect(rows[2]!['label.responses.status']).toEqual(['draft', 'draft']);
  });

  it("adds the comments column once the dataset has comments: each record's comments, oldest first", async () => {
    const records = (await server.request('GET', `/api/v1/datasets/${datasetId}/records`)).body.items;
    const r1 = (records as { id: string }[])[1]!.id;
    const first = await server.request('POST', `/api/v1/records/${r1}/comments`, {
      json: { body: 'Is **this** positive?' },
    });
    const second = await server.request('POST', `/api/v1/records/${r1}/comments`, { json: { body: 'Yes.' } });
    expect(
      (await server.request('PATCH', `/api/v1/comments/${first.body.id}`, { json: { resolved: true } }))
        .status,
    ).toBe(200);
    const repo = `standin-user/export-commented-${dialect}`;
    const res = await exportTo({ name: repo, token: STAND_IN_TOKENS.write });
    expect(await finishedJob(server, res.body.id)).toMatchObject({ status: 'finished' });
    const rows = await readExport(repo);
    expect(Object.keys(rows[0]!).at(-1)).toBe('record.comments');
    expect(rows.map((row) => row['record.comments'])).toEqual([
      [],
      [
        {
          username: 'owner',
          body: 'Is **this** positive?',
          resolved: true,
          inserted_at: first.body.inserted_at,
        },
        { username: 'owner', body: 'Yes.', resolved: false, inserted_at: second.body.inserted_at },
      ],
      [],
    ]);
  });
});
