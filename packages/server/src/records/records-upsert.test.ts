import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { recordsBulkUpsertSchema } from '@marginalia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { upsertRecordsBulk } from './records-upsert-service';

/** The columns each update statement Kysely builds through it sets (statements written as SQL text are not seen). */
class UpdatedColumns implements KyselyPlugin {
  readonly updates: string[][] = [];
  transformQuery(args: PluginTransformQueryArgs) {
    if (args.node.kind === 'UpdateQueryNode') {
      this.updates.push((args.node.updates ?? []).map((update) => JSON.stringify(update.column)));
    }
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs) {
    return args.result;
  }
}

describe.each(testDialects())('record upsert, patch and bulk delete (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let ids: string[];
  const upsert = (items: unknown[], as?: AnnotationDatasetFixture['admin']) =>
    server.request('PUT', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
      json: { items },
      ...(as ? { as } : {}),
    });
  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
    ids = await addRecords(server, fixture.datasetId, 3, (i) => ({
      metadata: { category: 'books', votes: i },
    }));
  });
  afterAll(async () => server?.close());

  it('PUT /records/bulk updates matches by external_id or id, creates the rest, and lists updated ids', async () => {
    const unknownId = '11111111-2222-4333-8444-555555555555';
    const res = await upsert(
      [
        {
          external_id: 'r0',
          fields: { text: 'Record 0, logged again with new text.' },
          metadata: { category: 'games' },
          suggestions: [
            { question_id: fixture.questionIds['label'], value: 'negative', score: 0.4, agent: 'sdk' },
          ],
          responses: [
            {
              user_id: fixture.annotator.user.id,
              status: 'submitted',
              values: { label: { value: 'positive' } },
            },
          ],
          vectors: { embedding: [0, 0, 1] },
        },
        { id: ids[1], external_id: null, responses: [], status: 'pending' },
        { id: unknownId, external_id: 'fresh', fields: { text: 'A new record' } },
      ],
      fixture.admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.updated_item_ids).toEqual([ids[0], ids[1]]);
    const [first, second, third] = res.body.items;
    expect(first).toMatchObject({
      id: ids[0],
      status: 'completed',
      fields: { text: 'Record 0, logged again with new text.' },
      metadata: { category: 'games' },
      vectors: { embedding: [0, 0, 1] },
    });
    expect(first.suggestions).toHaveLength(1);
    expect(first.responses).toHaveLength(1);
    expect(second).toMatchObject({ id: ids[1], metadata: { category: 'books', votes: 1 } });
    expect(third.id).not.toBe(unknownId);
    expect(third).toMatchObject({
      external_id: 'fresh',
      fields: { text: 'A new record' },
      status: 'pending',
    });

    const again = await upsert([
      {
        external_id: 'r0',
        suggestions: [{ question_id: fixture.questionIds['label'], value: 'neutral' }],
        responses: [
          { user_id: fixture.annotator.user.id, status: 'draft', values: { label: { value: 'neutral' } } },
        ],
      },
    ]);
    expect(again.body.items[0].suggestions.map((s: { value: string }) => s.value)).toEqual(['neutral']);
    expect(again.body.items[0].responses).toHaveLength(1);
    expect(again.body.items[0]).toMatchObject({ status: 'pending', metadata: { category: 'games' } });
  });

  it('PUT /records/bulk recomputes the status of the records its batch answers only', async () => {
    const statusWrites = async (items: unknown[]) => {
      const log = new UpdatedColumns();
      await upsertRecordsBulk(
        server.db.withPlugin(log),
        fixture.admin.user,
        fixture.datasetId,
        recordsBulkUpsertSchema.parse({ items }),
      );
      return log.updates.filter((columns) => columns.some((column) => column.includes('"status"'))).length;
    };
    // Records logged without responses, new and matched: no status can change, none is recomputed.
    expect(
      await statusWrites([
        { external_id: 'logged-1', fields: { text: 'Logged without answers.' } },
        { id: ids[2], metadata: { category: 'music' } },
      ]),
    ).toBe(0);
    const submitted = [
      { user_id: fixture.annotator.user.id, status: 'submitted', values: { label: { value: 'neutral' } } },
    ];
    // A new record with a submitted response is inserted with its status (min_submitted 1: completed): no write.
    expect(
      await statusWrites([
        { external_id: 'logged-2', fields: { text: 'Logged with an answer.' }, responses: submitted },
      ]),
    ).toBe(0);
    // A matched record answered: its status is recounted in SQL, and written as it changes.
    expect(await statusWrites([{ id: ids[2], responses: submitted }])).toBe(1);
    const listed = await server.request('GET', `/api/v1/datasets/${fixture.datasetId}/records?limit=100`, { as: fixture.admin });
    const byExternalId = new Map(
      (listed.body.items as { external_id: string | null; status: string }[]).map((r) => [r.external_id, r.status]),
    );
    const byId = new Map((listed.body.items as { id: string; status: string }[]).map((r) => [r.id, r.status]));
    expect(byExternalId.get('logged-1')).toBe('pending');
    expect(byExternalId.get('logged-2')).toBe('completed');
    expect(byId.get(ids[2] as string)).toBe('completed');
  });

  it('PUT /records/bulk validates like create and needs fields for new records', async () => {
    const missingFields = await upsert([{ external_id: 'r0' }, { external_id: 'brand-new' }]);
    expect(missingFields.status).toBe(422);
    expect(missingFields.body).toEqual({
      detail: 'Record at position 1 is not valid because fields are required for new records',
    });
    const badMetadata = await upsert([{ external_id: 'r1', metadata: { category: 'films' } }]);
    expect(badMetadata.body).toEqual({
      detail:
        "Record at position 0 is not valid because metadata is not valid: 'category' metadata property validation failed because 'films' is not an allowed term.",
    });
    expect((await upsert([{ external_id: 'x', fields: { text: 'x' } }], fixture.annotator)).status).toBe(403);
  });

  it('PATCH /records/{id} replaces metadata and suggestions, upserts vectors and validates', async () => {
    const res = await server.request('PATCH', `/api/v1/records/${ids[2]}`, {
      json: {
        metadata: { category: 'music' },
        suggestions: [{ question_id: fixture.questionIds['rating'], value: 5, agent: 'patcher' }],
        vectors: { embedding: [1, 1, 1] },
      },
      as: fixture.admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ metadata: { category: 'music' }, vectors: { embedding: [1, 1, 1] } });
    expect(res.body.suggestions.map((s: { agent: string }) => s.agent)).toEqual(['patcher']);
    const invalid = await server.request('PATCH', `/api/v1/records/${ids[2]}`, {
      json: { suggestions: [{ question_id: fixture.questionIds['rating'], value: 9 }] },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toEqual({
      detail: '9 is not a valid rating for rating question.\nValid ratings are: [1, 2, 3, 4, 5]',
    });
    const vectors = await server.request('PATCH', `/api/v1/records/${ids[2]}`, {
      json: { vectors: { embedding: [1] } },
    });
    expect(vectors.body).toEqual({
      detail: 'vector value for vector name=embedding must have 3 elements, got 1 elements',
    });
    expect(
      (await server.request('PATCH', `/api/v1/records/${ids[2]}`, { json: {}, as: fixture.annotator }))
        .status,
    ).toBe(403);
  });

  it('DELETE /datasets/{id}/records?ids= deletes up to 100 records (204) and validates ids', async () => {
    const path = `/api/v1/datasets/${fixture.datasetId}/records`;
    expect((await server.request('DELETE', `${path}?ids=`)).body).toEqual({
      detail: 'No record IDs provided',
    });
    expect((await server.request('DELETE', `${path}?ids=nope`)).body).toEqual({
      detail: 'Invalid UUID format',
    });
    const many = Array.from({ length: 101 }, () => ids[0]).join(',');
    expect((await server.request('DELETE', `${path}?ids=${many}`)).body).toEqual({
      detail: 'Cannot delete more than 100 records at once',
    });
    expect((await server.request('DELETE', `${path}?ids=${ids[0]}`, { as: fixture.annotator })).status).toBe(
      403,
    );
    const res = await server.request('DELETE', `${path}?ids=${ids[0]},${ids[1]}`, { as: fixture.admin });
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();
    expect((await server.request('GET', `/api/v1/records/${ids[0]}`)).status).toBe(404);
    expect((await server.request('GET', `/api/v1/records/${ids[2]}`)).status).toBe(200);
  });
});
