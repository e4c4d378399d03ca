import { findDataset } from '@marginalia/hub-stand-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromJsonRequired } from '../db/json-column';
import {
  createImportDataset,
  finishedJob,
  labelOptions,
  startTestHub,
  type TestHub,
} from '../testing/hub-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import type { ImportJobPayload } from './import-plan';

let hub: TestHub;
beforeAll(async () => {
  hub = await startTestHub();
});
afterAll(async () => hub.close());

/** Tests that import 10,000 rows: time enough on a loaded shared machine (the job's own figures are the bench's). */
const IMPORT_OF_10000_ROWS_TIMEOUT_MS = 90_000;

const row = (repo: string, index: number, split = 'train', config = 'default') =>
  findDataset(repo)!.row(index, split, config);

/** A chat set: its prompt and messages as fields, its prompt id as external id. */
const CHAT_DATASET = {
  fields: [
    { name: 'prompt', type: 'text' },
    { name: 'messages', type: 'chat' },
  ],
};
const CHAT_IMPORT = {
  name: 'HuggingFaceH4/no_robots',
  subset: 'default',
  split: 'test',
  mapping: {
    fields: [
      { source: 'prompt', target: 'prompt' },
      { source: 'messages', target: 'messages' },
    ],
    external_id: 'prompt_id',
  },
};

describe.each(testDialects())('POST /datasets/{id}/import (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(dialect, hub.env);
  });
  afterAll(async () => server.close());

  const importInto = (datasetId: string, body: unknown) =>
    server.request('POST', `/api/v1/datasets/${datasetId}/import`, { json: body });
  const records = async (datasetId: string) =>
    (await server.request('GET', `/api/v1/datasets/${datasetId}/records?limit=1000&include=suggestions`))
      .body as {
      total: number;
      items: {
        fields: Record<string, unknown>;
        metadata: Record<string, unknown> | null;
        external_id: string | null;
        suggestions: { value: unknown }[];
      }[];
    };

  it('imports the first 10,000 rows of stanfordnlp/imdb with the label as a suggestion, searchable', async () => {
    const { datasetId } = await createImportDataset(server, {
      fields: [{ name: 'text', type: 'text' }],
      questions: [
        { name: 'label', settings: { type: 'label_selection', options: labelOptions('neg', 'pos') } },
      ],
    });
    const res = await importInto(datasetId, {
      name: 'stanfordnlp/imdb',
      subset: 'plain_text',
      split: 'train',
      mapping: {
        fields: [{ source: 'text', target: 'text' }],
        suggestions: [{ source: 'label', target: 'label' }],
      },
    });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ id: expect.any(String), status: 'queued' });
    expect(await finishedJob(server, res.body.id)).toEqual({
      status: 'finished',
      error: null,
      progress: 10000,
    });
    expect((await server.request('GET', `/api/v1/jobs/${res.body.id}`)).body).toEqual({
      id: res.body.id,
      status: 'finished',
    });

    const page = await records(datasetId);
    expect(page.total).toBe(10000);
    const first = row('stanfordnlp/imdb', 0, 'train', 'plain_text');
    expect(page.items[0]!.fields).toEqual({ text: first['text'] });
    expect(page.items[0]!.suggestions.map((s) => s.value)).toEqual([first['label'] === 1 ? 'pos' : 'neg']);
    const progress = await server.request('GET', `/api/v1/datasets/${datasetId}/progress`);
    expect(progress.body).toMatchObject({ total: 10000, pending: 10000 });
    const word = (first['text'] as string).split(' ')[1]!;
    const search = await server.request('POST', `/api/v1/datasets/${datasetId}/records/search?limit=1`, {
      json: { query: { text: { q: word } } },
    });
    expect(search.body.total).toBeGreaterThan(0);
  }, IMPORT_OF_10000_ROWS_TIMEOUT_MS);

  it('imports a chat column as the chat field shape, with a text field beside it', async () => {
    const { datasetId } = await createImportDataset(server, CHAT_DATASET);
    const res = await importInto(datasetId, CHAT_IMPORT);
    expect(res.status).toBe(202);
    expect(await finishedJob(server, res.body.id)).toMatchObject({ status: 'finished', progress: 100 });
    const page = await records(datasetId);
    expect(page.total).toBe(100);
    const source = row('HuggingFaceH4/no_robots', 0, 'test');
    expect(page.items[0]!.fields['messages']).toEqual(source['messages']);
    expect(page.items[0]!.external_id).toBe(source['prompt_id']);
    // Each imported record is in the history as created by the user who started the import (issue #29).
    const history = await server.request('GET', `/api/v1/datasets/${datasetId}/history?entity=record&limit=1`);
    expect(history.body.total).toBe(100);
    expect(history.body.items[0]).toMatchObject({ action: 'create', user_id: server.owner.user.id });
  });

  it('plans an import once, when it is requested, and stores the plan with the job, which runs it', async () => {
    const { datasetId } = await createImportDataset(server, CHAT_DATASET);
    const listingsBefore = hub.listingReads();
    const res = await importInto(datasetId, CHAT_IMPORT);
    expect(res.status).toBe(202);
    expect(await finishedJob(server, res.body.id)).toMatchObject({ status: 'finished', progress: 100 });
    // The split's listing was read by the request alone: the job ran the plan stored with it.
    expect(hub.listingReads() - listingsBefore).toBe(1);
    const job = await server.db
      .selectFrom('jobs')
      .select(['payload', 'total'])
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    const message = { kind: 'struct', fields: { role: { kind: 'string' }, content: { kind: 'string' } } };
    expect(job.total).toBe(100);
    expect(fromJsonRequired<ImportJobPayload>(job.payload)).toEqual({
      // The request as the server reads it (the contract's defaults filled in).
      request: { ...CHAT_IMPORT, mapping: { ...CHAT_IMPORT.mapping, metadata: [], suggestions: [] } },
      plan: {
        files: [
          {
            url: expect.stringMatching(/no_robots\/resolve\/refs%2Fconvert%2Fparquet\/default\/test\//),
            size: expect.any(Number),
            rows: 100,
          },
        ],
        total: 100,
        fields: [
          {
            source: 'prompt',
            target: 'prompt',
            type: { kind: 'string' },
            into: { role: 'field', type: 'text' },
          },
          {
            source: 'messages',
            target: 'messages',
            type: { kind: 'list', item: message },
            into: { role: 'field', type: 'chat' },
          },
        ],
        metadata: [],
        suggestions: [],
        externalId: {
          source: 'prompt_id',
          target: 'external_id',
          type: { kind: 'string' },
          into: { role: 'external_id' },
        },
        columns: ['prompt', 'messages', 'prompt_id'],
      },
    });
    expect((await records(datasetId)).total).toBe(100);
  });

  it('imports images as data URIs', async () => {
    const { datasetId } = await createImportDataset(server, {
      fields: [
        { name: 'prompt', type: 'text' },
        { name: 'image', type: 'image' },
      ],
    });
    const res = await importInto(datasetId, {
      name: 'argilla/synthetic-text-to-image',
      subset: 'default',
      split: 'train',
      mapping: {
        fields: [
          { source: 'prompt', target: 'prompt' },
          { source: 'image', target: 'image' },
        ],
      },
    });
    expect(await finishedJob(server, res.body.id)).toMatchObject({ status: 'finished', progress: 350 });
    const page = await records(datasetId);
    expect(page.total).toBe(350);
    const bytes = (row('argilla/synthetic-text-to-image', 0)['image'] as { bytes: Uint8Array }).bytes;
    expect(page.items[0]!.fields['image']).toBe(
      `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`,
    );
  });

  it('imports multi-label suggestions, numeric metadata and an id column as external id', async () => {
    const emotions = (
      findDataset('google-research-datasets/go_emotions')!.features['labels'] as {
        feature: { names: string[] };
      }
    ).feature.names;
    const { datasetId } = await createImportDataset(server, {
      fields: [{ name: 'text', type: 'text' }],
      questions: [
        { name: 'labels', settings: { type: 'multi_label_selection', options: labelOptions(...emotions) } },
      ],
    });
    const res = await importInto(datasetId, {
      name: 'google-research-datasets/go_emotions',
      subset: 'simplified',
      split: 'validation',
      mapping: {
        fields: [{ source: 'text', target: 'text' }],
        suggestions: [{ source: 'labels', target: 'labels' }],
        external_id: 'id',
      },
    });
    expect(await finishedJob(server, res.body.id)).toMatchObject({ status: 'finished', progress: 500 });
    const page = await records(datasetId);
    const source = row('google-research-datasets/go_emotions', 0, 'validation', 'simplified');
    expect(page.items[0]!.external_id).toBe(source['id']);
    expect(page.items[0]!.suggestions[0]!.value).toEqual(
      (source['labels'] as number[]).map((i) => emotions[i]),
    );

    const numeric = await createImportDataset(server, {
      fields: [{ name: 'text', type: 'text' }],
      metadata: [
        { name: 'rating', settings: { type: 'integer' } },
        { name: 'price', settings: { type: 'float' } },
        { name: 'label', settings: { type: 'terms' } },
      ],
    });
    const numericRes = await importInto(numeric.datasetId, {
      name: 'marginalia-stand-in/product-reviews-numeric',
      subset: 'default',
      split: 'train',
      mapping: {
        fields: [{ source: 'text', target: 'text' }],
        metadata: [
          { source: 'rating', target: 'rating' },
          { source: 'price', target: 'price' },
          { source: 'label', target: 'label' },
        ],
      },
    });
    expect(await finishedJob(server, numericRes.body.id)).toMatchObject({
      status: 'finished',
      progress: 1000,
    });
    const numericSource = row('marginalia-stand-in/product-reviews-numeric', 0);
    expect((await records(numeric.datasetId)).items[0]!.metadata).toEqual({
      rating: numericSource['rating'],
      price: numericSource['price'],
      label: numericSource['label'] === 1 ? 'positive' : 'negative',
    });
  });

  it('refuses what cannot work with a clear 422 and queues no job', async () => {
    const { datasetId } = await createImportDataset(server, {
      fields: [{ name: 'text', type: 'text' }],
      questions: [
        { name: 'label', settings: { type: 'label_selection', options: labelOptions('neg', 'pos') } },
      ],
    });
    const body = (
      name: string,
      mapping: object = { fields: [{ source: 'text', target: 'text' }] },
      split = 'train',
    ) => ({
      name,
      subset: 'default',
      split,
      mapping,
    });
    const cases: [unknown, string][] = [
      [
        body('nobody/nothing'),
        'Hub dataset `nobody/nothing` not found, or it is private: only public datasets can be imported',
      ],
      [
        body('marginalia-stand-in/private-dataset'),
        'Hub dataset `marginalia-stand-in/private-dataset` not found, or it is private: only public datasets can be imported',
      ],
      [
        body('marginalia-stand-in/empty-split', undefined, 'nope'),
        'Subset `default` with split `nope` not found in hub dataset `marginalia-stand-in/empty-split`',
      ],
      [
        body('marginalia-stand-in/empty-split', undefined, 'empty'),
        'Split `empty` of hub dataset `marginalia-stand-in/empty-split` has no rows',
      ],
      [
        body('marginalia-stand-in/nested-types', { fields: [{ source: 'details', target: 'text' }] }),
        'Column `details` holds a struct, which cannot be imported into the text field `text`',
      ],
      [
        body('marginalia-stand-in/nested-types', { fields: [{ source: 'matrix', target: 'text' }] }),
        'Column `matrix` holds a list of lists of floats, which cannot be imported into the text field `text`',
      ],
      [
        body('marginalia-stand-in/nested-types', {
          fields: [{ source: 'text', target: 'text' }],
          suggestions: [{ source: 'raw', target: 'label' }],
        }),
        'Column `raw` holds a binary, which cannot be imported into suggestions of the label_selection question `label`',
      ],
      [
        body('marginalia-stand-in/reserved-names', {
          fields: [
            { source: 'text', target: 'text' },
            { source: 'status', target: 'status' },
          ],
        }),
        '`status` is reserved for the record itself in the hub layout (id, status, _server_id): map the column to a field with another name',
      ],
      [
        body('stanfordnlp/imdb', { fields: [{ source: 'review', target: 'text' }] }),
        'Column `review` not found in hub dataset `stanfordnlp/imdb`',
      ],
      [
        body('stanfordnlp/imdb', { fields: [{ source: 'text', target: 'body' }] }),
        'Mapping target `body` is not a field of this dataset',
      ],
    ];
    // The imdb cases use its own subset.
    for (const [request, detail] of cases) {
      const fixed =
        (request as { name: string }).name === 'stanfordnlp/imdb'
          ? { ...(request as object), subset: 'plain_text' }
          : request;
      const res = await importInto(datasetId, fixed);
      expect.soft(res.body, JSON.stringify(fixed)).toEqual({ detail });
      expect.soft(res.status).toBe(422);
    }
    const twoFields = await createImportDataset(server, {
      fields: [
        { name: 'text', type: 'text' },
        { name: 'summary', type: 'text' },
      ],
    });
    expect(
      (await importInto(twoFields.datasetId, { ...body('stanfordnlp/imdb'), subset: 'plain_text' })).body,
    ).toEqual({
      detail: 'Required field `summary` is not mapped to a column',
    });
    const draft = await createImportDataset(server, {
      fields: [{ name: 'text', type: 'text' }],
      draft: true,
    });
    expect((await importInto(draft.datasetId, body('stanfordnlp/imdb'))).body).toEqual({
      detail: 'records cannot be created for a non published dataset',
    });
    const jobs = await server.db
      .selectFrom('jobs')
      .select('id')
      .where('dataset_id', 'in', [datasetId, draft.datasetId, twoFields.datasetId])
      .execute();
    expect(jobs).toEqual([]);
  });

  it('fails the job with the reason when the hub keeps answering 500 or dropping the connection, and retries passing faults', async () => {
    for (const [repo, expected] of [
      [
        'marginalia-stand-in/server-error',
        /The hub failed to send a parquet file after 3 attempts \(status 500/,
      ],
      [
        'marginalia-stand-in/connection-drop',
        /The hub failed to send a parquet file after 3 attempts \(the connection was dropped mid-file\)/,
      ],
    ] as const) {
      const { datasetId } = await createImportDataset(server, { fields: [{ name: 'text', type: 'text' }] });
      const res = await importInto(datasetId, {
        name: repo,
        subset: 'default',
        split: 'train',
        mapping: { fields: [{ source: 'text', target: 'text' }] },
      });
      expect(res.status).toBe(202);
      const job = await finishedJob(server, res.body.id);
      expect(job.status).toBe('failed');
      expect(job.error).toMatch(expected);
      expect((await server.request('GET', `/api/v1/jobs/${res.body.id}`)).body.status).toBe('failed');
    }
    const { datasetId } = await createImportDataset(server, { fields: [{ name: 'text', type: 'text' }] });
    const res = await importInto(datasetId, {
      name: 'marginalia-stand-in/flaky',
      subset: 'default',
      split: 'train',
      mapping: { fields: [{ source: 'text', target: 'text' }] },
    });
    expect(await finishedJob(server, res.body.id)).toEqual({
      status: 'finished',
      error: null,
      progress: 10000,
    });
    expect((await records(datasetId)).total).toBe(10000);
  }, IMPORT_OF_10000_ROWS_TIMEOUT_MS);
});
