import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

/** The settings page's dataset calls (spec 2 §7): PATCH /datasets/{id} and DELETE /datasets/{id}. */
describe.each(testDialects())('dataset settings (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let recordIds: string[];
  const patch = (json: unknown, datasetId = fixture.datasetId) =>
    server.request('PATCH', `/api/v1/datasets/${datasetId}`, { json, as: fixture.admin });
  const errorsOf = async (json: unknown) => (await patch(json)).body.detail.params.errors;

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
    recordIds = await addRecords(server, fixture.datasetId, 3, (i) => ({
      metadata: { category: 'books', votes: i },
      vectors: { embedding: [1, i, 0] },
      suggestions: [
        { question_id: fixture.questionIds.label, value: 'positive', agent: 'model-1', score: 0.9 },
      ],
    }));
  });
  afterAll(async () => server?.close());

  it('sets and clears the guidelines, and answers the dataset with a newer updated_at', async () => {
    const before = (await server.request('GET', `/api/v1/datasets/${fixture.datasetId}`)).body;
    const res = await patch({ guidelines: '# Label the sentiment' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: fixture.datasetId, guidelines: '# Label the sentiment' });
    expect(res.body.updated_at > before.updated_at).toBe(true);
    expect((await patch({ guidelines: null })).body.guidelines).toBeNull();
    expect(await errorsOf({ guidelines: '' })).toEqual([
      {
        type: 'string_too_short',
        loc: ['body', 'guidelines'],
        msg: 'String should have at least 1 character',
      },
    ]);
    expect(await errorsOf({ guidelines: 'g'.repeat(10001) })).toEqual([
      {
        type: 'string_too_long',
        loc: ['body', 'guidelines'],
        msg: 'String should have at most 10000 characters',
      },
    ]);
  });

  it('switches allow_extra_metadata, which may not be null', async () => {
    expect((await patch({ allow_extra_metadata: false })).body.allow_extra_metadata).toBe(false);
    expect(await errorsOf({ allow_extra_metadata: null })).toEqual([
      {
        type: 'value_error',
        loc: ['body'],
        msg: 'Value error, The following keys must have non-null values: allow_extra_metadata',
      },
    ]);
  });

  it('validates the distribution: overlap only, min_submitted an integer ≥ 1, never null', async () => {
    expect(await errorsOf({ distribution: { strategy: 'overlap', min_submitted: 0 } })).toEqual([
      {
        type: 'greater_than_equal',
        loc: ['body', 'distribution', 'min_submitted'],
        msg: 'Input should be greater than or equal to 1',
      },
    ]);
    expect(await errorsOf({ distribution: { strategy: 'random', min_submitted: 2 } })).toEqual([
      { type: 'literal_error', loc: ['body', 'distribution', 'strategy'], msg: "Input should be 'overlap'" },
    ]);
    expect((await errorsOf({ distribution: null }))[0].msg).toBe(
      'Value error, The following keys must have non-null values: distribution',
    );
  });

  // Contract §8: Argilla 2.8's server and the fork accept it; the settings page keeps the lock (core settings).
  it('changes the distribution after somebody answered too, and recomputes every status', async () => {
    const changed = await patch({ distribution: { strategy: 'overlap', min_submitted: 2 } });
    expect(changed.status).toBe(200);
    expect(changed.body.distribution).toEqual({ strategy: 'overlap', min_submitted: 2 });
    const answered = await server.request('POST', `/api/v1/records/${recordIds[0]}/responses`, {
      json: { status: 'submitted', values: { label: { value: 'positive' } } },
      as: fixture.annotator,
    });
    expect(answered.status).toBe(201);
    const status = async () => (await server.request('GET', `/api/v1/records/${recordIds[0]}`)).body.status;
    expect(await status()).toBe('pending');
    const lowered = await patch({
      distribution: { strategy: 'overlap', min_submitted: 1 },
      guidelines: 'Saved with it',
    });
    expect(lowered.status).toBe(200);
    expect(lowered.body).toMatchObject({ guidelines: 'Saved with it', distribution: { min_submitted: 1 } });
    await server.tasks.idle();
    expect(await status()).toBe('completed');
    expect((await patch({ distribution: { strategy: 'overlap', min_submitted: 3 } })).status).toBe(200);
    await server.tasks.idle();
    expect(await status()).toBe('pending');
  });

  it('lets annotators read the dataset but never change or delete it', async () => {
    const as = fixture.annotator;
    expect((await server.request('GET', `/api/v1/datasets/${fixture.datasetId}`, { as })).status).toBe(200);
    const res = await server.request('PATCH', `/api/v1/datasets/${fixture.datasetId}`, {
      json: { guidelines: 'x' },
      as,
    });
    expect(res.status).toBe(403);
    expect((await server.request('DELETE', `/api/v1/datasets/${fixture.datasetId}`, { as })).status).toBe(
      403,
    );
  });

  it('DELETE answers 200 with the dataset and takes every child row along, its jobs too', async () => {
    const count = async (
      table:
        | 'records'
        | 'responses'
        | 'suggestions'
        | 'vectors'
        | 'record_metadata'
        | 'record_texts'
        | 'fields'
        | 'questions'
        | 'metadata_properties'
        | 'vectors_settings'
        | 'jobs',
    ) =>
      (
        await server.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    // An export job of the dataset, as the hub export leaves one.
    const now = new Date().toISOString();
    await server.db
      .insertInto('jobs')
      .values({
        id: 'job-of-reviews',
        type: 'export',
        status: 'finished',
        dataset_id: fixture.datasetId,
        user_id: null,
        payload: '{}',
        progress: 0,
        total: null,
        error: null,
        started_at: now,
        finished_at: now,
        inserted_at: now,
        updated_at: now,
      })
      .execute();
    for (const table of [
      'records',
      'responses',
      'suggestions',
      'vectors',
      'record_metadata',
      'record_texts',
      'jobs',
    ] as const) {
      expect(Number(await count(table)), table).toBeGreaterThan(0);
    }
    const res = await server.request('DELETE', `/api/v1/datasets/${fixture.datasetId}`, {
      as: fixture.admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: fixture.datasetId, name: 'reviews' });
    const tables = [
      'records',
      'responses',
      'suggestions',
      'vectors',
      'record_metadata',
      'record_texts',
      'fields',
      'questions',
      'metadata_properties',
      'vectors_settings',
      'jobs',
    ] as const;
    for (const table of tables) expect(Number(await count(table)), table).toBe(0);
    expect((await server.request('GET', `/api/v1/datasets/${fixture.datasetId}`)).status).toBe(404);
    const again = await server.request('DELETE', `/api/v1/datasets/${fixture.datasetId}`);
    expect(again.body).toEqual({ detail: `Dataset with id \`${fixture.datasetId}\` not found` });
  });
});
