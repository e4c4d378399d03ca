import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

/**
 * Issue 25: the SDK's `records.log()` with known ids updates field values (contract §13.5, Argilla ≥ 2.6 and
 * Extralit): a matched record's fields are replaced when the item carries them, validated as on create, and
 * the search index follows.
 */
describe.each(testDialects())('record upsert replaces fields (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let ids: string[];
  const upsert = (items: unknown[]) =>
    server.request('PUT', `/api/v1/datasets/${fixture.datasetId}/records/bulk`, {
      json: { items },
      as: fixture.admin,
    });
  const textOf = async (id: string) =>
    (await server.request('GET', `/api/v1/records/${id}`)).body.fields.text;
  /** Ids of the records the admin search finds for `q`, over all texts and in the `text` field. */
  const found = async (q: string) => {
    const results = [];
    for (const field of [null, 'text']) {
      const res = await server.request('POST', `/api/v1/datasets/${fixture.datasetId}/records/search`, {
        json: { query: { text: { q, field } } },
      });
      expect(res.status).toBe(200);
      results.push(res.body.items.map((i: { record: { id: string } }) => i.record.id).sort());
    }
    expect(results[1]).toEqual(results[0]);
    return results[0];
  };

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
    ids = await addRecords(server, fixture.datasetId, 4, (i) => ({
      metadata: { category: 'books', votes: i },
    }));
  });
  afterAll(async () => server?.close());

  it('replaces the fields of records matched by id and by external id, and the search follows', async () => {
    expect(await found('Lovelace')).toEqual([...(ids as string[])].sort());
    const res = await upsert([
      { id: ids[0], fields: { text: 'Grace Hopper wrote the first compiler.' } },
      { external_id: 'r1', fields: { text: 'Katherine Johnson computed trajectories.' } },
      { id: ids[2], metadata: { category: 'music' } },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.updated_item_ids).toEqual([ids[0], ids[1], ids[2]]);
    expect(res.body.items.map((r: { fields: unknown }) => r.fields)).toEqual([
      { text: 'Grace Hopper wrote the first compiler.' },
      { text: 'Katherine Johnson computed trajectories.' },
      { text: 'Record 2 mentions Ada Lovelace at Acme.' },
    ]);
    // Metadata not sent stays; fields not sent stay.
    expect(res.body.items[0].metadata).toEqual({ category: 'books', votes: 0 });
    expect(res.body.items[2].metadata).toEqual({ category: 'music' });
    expect(await textOf(ids[0] as string)).toBe('Grace Hopper wrote the first compiler.');
    expect(await found('Lovelace')).toEqual([ids[2], ids[3]].sort());
    expect(await found('Hopper')).toEqual([ids[0]]);
    expect(await found('trajectories')).toEqual([ids[1]]);
    const count = await server.db
      .selectFrom('record_texts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('record_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(4);
  });

  it('logs the same records again with new fields, metadata and suggestions at once, as the SDK does', async () => {
    const again = await upsert([
      {
        id: ids[3],
        external_id: 'r3',
        fields: { text: 'Hedy Lamarr patented frequency hopping.' },
        metadata: { category: 'games', votes: 7 },
        suggestions: [{ question_id: fixture.questionIds['label'], value: 'neutral', agent: 'sdk' }],
        responses: [],
        vectors: { embedding: [0, 1, 0] },
      },
    ]);
    expect(again.status).toBe(200);
    expect(again.body.items[0]).toMatchObject({
      id: ids[3],
      fields: { text: 'Hedy Lamarr patented frequency hopping.' },
      metadata: { category: 'games', votes: 7 },
      vectors: { embedding: [0, 1, 0] },
    });
    expect(await found('Lamarr')).toEqual([ids[3]]);
    const filtered = await server.request('POST', `/api/v1/datasets/${fixture.datasetId}/records/search`, {
      json: {
        filters: {
          and: [
            {
              type: 'terms',
              scope: { entity: 'metadata', metadata_property: 'category' },
              values: ['games'],
            },
          ],
        },
      },
    });
    expect(filtered.body.items.map((i: { record: { id: string } }) => i.record.id)).toEqual([ids[3]]);
  });

  it('validates sent fields as on create, all-or-nothing', async () => {
    const before = await textOf(ids[0] as string);
    const unknown = await upsert([
      { id: ids[0], fields: { text: 'changed' } },
      { id: ids[1], fields: { text: 'x', summary: 'not a field' } },
    ]);
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({
      detail:
        "Record at position 1 is not valid because found fields values for non configured fields: ['summary']",
    });
    const missing = await upsert([{ id: ids[0], fields: { text: null } }]);
    expect(missing.body).toEqual({
      detail: "Record at position 0 is not valid because missing required value for field: 'text'",
    });
    const notText = await upsert([{ id: ids[0], fields: { text: ['a'] } }]);
    expect(notText.body).toEqual({
      detail:
        "Record at position 0 is not valid because Wrong value found for field 'text'. Expected 'str', found 'list'",
    });
    const empty = await upsert([{ id: ids[0], fields: {} }]);
    expect(empty.status).toBe(422);
    expect(empty.body.detail.params.errors).toEqual([
      {
        type: 'too_short',
        loc: ['body', 'items', 0, 'fields'],
        msg: 'Dictionary should have at least 1 item after validation, not 0',
      },
    ]);
    expect(await textOf(ids[0] as string)).toBe(before);
  });

  it('checks span answers and suggestions against the fields the record gets', async () => {
    const span = (end: number) => [{ label: 'PER', start: 0, end }];
    const shorter = await upsert([
      {
        id: ids[1],
        fields: { text: 'Ada' },
        suggestions: [{ question_id: fixture.questionIds['entities'], value: span(10) }],
      },
    ]);
    expect(shorter.status).toBe(422);
    expect(shorter.body).toEqual({
      detail:
        'Record at position 0 is not valid because record does not have valid suggestions: span question response value `end` must have a value lower or equal than record field `text` length that is `3`',
    });
    const longer = await upsert([
      {
        id: ids[1],
        fields: { text: 'Ada Lovelace and Charles Babbage' },
        responses: [
          { user_id: fixture.annotator.user.id, status: 'draft', values: { entities: { value: span(30) } } },
        ],
      },
    ]);
    expect(longer.status).toBe(200);
    expect(longer.body.items[0].responses[0].values).toEqual({ entities: { value: span(30) } });
  });
});
