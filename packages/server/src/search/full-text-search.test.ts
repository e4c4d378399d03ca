import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';

/** A published dataset with two text fields and a chat field, for the full-text index. */
async function createTextDataset(server: TestServer): Promise<{ datasetId: string; ids: string[] }> {
  const workspace = await server.request('POST', '/api/v1/workspaces', { json: { name: 'fts' } });
  const dataset = await server.request('POST', '/api/v1/datasets', {
    json: { name: 'texts', workspace_id: workspace.body.id },
  });
  const base = `/api/v1/datasets/${dataset.body.id}`;
  for (const field of [
    { name: 'title', title: 'Title', required: true, settings: { type: 'text' } },
    { name: 'body', title: 'Body', required: false, settings: { type: 'text' } },
    { name: 'conversation', title: 'Chat', required: false, settings: { type: 'chat' } },
  ]) {
    expect((await server.request('POST', `${base}/fields`, { json: field })).status).toBe(201);
  }
  await server.request('POST', `${base}/questions`, {
    json: {
      name: 'ok',
      title: 'OK?',
      required: true,
      settings: { type: 'label_selection', options: [{ value: 'y', text: 'Y' }] },
    },
  });
  expect((await server.request('PUT', `${base}/publish`)).status).toBe(200);
  const created = await server.request('POST', `${base}/records/bulk`, {
    json: {
      items: [
        {
          fields: {
            title: 'Ada Lovelace',
            body: 'Notes on the analytical engine.',
            conversation: [
              { role: 'user', content: 'Who wrote the first program?' },
              { role: 'assistant', content: 'Ada did, in 1843.' },
            ],
          },
        },
        { fields: { title: 'Charles Babbage', body: 'The difference engine, never finished.' } },
        { fields: { title: 'Émilie du Châtelet', body: 'A translation of Newton’s Principia.' } },
      ],
    },
  });
  expect(created.status).toBe(201);
  return { datasetId: dataset.body.id, ids: created.body.items.map((r: { id: string }) => r.id) };
}

describe.each(testDialects())('full-text search (%s)', (dialect) => {
  let server: TestServer;
  let datasetId: string;
  let ids: string[];
  const search = (q: string, field: string | null = null) =>
    server.request('POST', `/api/v1/datasets/${datasetId}/records/search`, {
      json: { query: { text: { q, field } } },
    });
  const matches = async (q: string, field: string | null = null) => {
    const res = await search(q, field);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(res.body.items.length);
    return res.body.items.map((i: { record: { id: string } }) => ids.indexOf(i.record.id)).sort();
  };

  beforeAll(async () => {
    server = await createTestServer(dialect);
    ({ datasetId, ids } = await createTextDataset(server));
  });
  afterAll(async () => server?.close());

  it('needs every word, each in any field of the record (default operator AND)', async () => {
    expect(await matches('ada engine')).toEqual([0]);
    expect(await matches('engine')).toEqual([0, 1]);
    expect(await matches('engine zeppelin')).toEqual([]);
  });

  it('restricts the words to one field when `field` is given', async () => {
    expect(await matches('engine', 'title')).toEqual([]);
    expect(await matches('engine', 'body')).toEqual([0, 1]);
    expect(await matches('ada engine', 'body')).toEqual([]);
  });

  it('searches chat messages by their contents, not their roles', async () => {
    expect(await matches('program')).toEqual([0]);
    expect(await matches('1843', 'conversation')).toEqual([0]);
    expect(await matches('assistant')).toEqual([]);
  });

  it('supports phrases, prefixes, exclusions and alternatives', async () => {
    expect(await matches('"analytical engine"')).toEqual([0]);
    expect(await matches('"engine analytical"')).toEqual([]);
    expect(await matches('analyt*')).toEqual([0]);
    expect(await matches('engine -difference')).toEqual([0]);
    expect(await matches('babbage | newton')).toEqual([1, 2]);
    expect(await matches('(babbage | lovelace) engine')).toEqual([0, 1]);
  });

  it('counts every match when the page holds only some (the total counted with the page), or none', async () => {
    const page = (offset: number) =>
      server.request('POST', `/api/v1/datasets/${datasetId}/records/search?limit=1&offset=${offset}`, {
        json: {
          query: { text: { q: 'engine' } },
          sort: [{ scope: { entity: 'record', property: 'inserted_at' }, order: 'desc' }],
        },
      });
    const first = await page(0);
    expect(first.body.total).toBe(2);
    expect(first.body.items.map((i: { record: { id: string } }) => ids.indexOf(i.record.id))).toEqual([1]);
    expect((await page(1)).body).toMatchObject({ total: 2, items: [{ record: { id: ids[0] } }] });
    expect((await page(5)).body).toMatchObject({ total: 2, items: [] });
  });

  it('ignores case but keeps accents (like the standard analyzer); no words match all', async () => {
    expect(await matches('ADA')).toEqual([0]);
    expect(await matches('ÉMILIE châtelet')).toEqual([2]);
    expect(await matches('emilie')).toEqual([]);
    expect(await matches('  !!! ')).toEqual([0, 1, 2]);
  });

  it('keeps the index in sync when fields change and records are deleted or added', async () => {
    const patched = await server.request('PATCH', `/api/v1/records/${ids[1]}`, {
      json: { fields: { title: 'Charles Babbage', body: 'The calculating machine.' } },
    });
    expect(patched.status).toBe(200);
    expect(await matches('difference')).toEqual([]);
    expect(await matches('calculating')).toEqual([1]);

    const upserted = await server.request('PUT', `/api/v1/datasets/${datasetId}/records/bulk`, {
      json: { items: [{ fields: { title: 'Grace Hopper', body: 'A compiler.' }, external_id: 'hopper' }] },
    });
    expect(upserted.status).toBe(200);
    ids.push(upserted.body.items[0].id);
    expect(await matches('compiler')).toEqual([3]);

    expect((await server.request('DELETE', `/api/v1/records/${ids[0]}`)).status).toBe(200);
    expect(await matches('ada')).toEqual([]);
    const left = await server.db
      .selectFrom('record_texts')
      .select('record_id')
      .where('record_id', '=', ids[0] as string)
      .execute();
    expect(left).toEqual([]);
  });

  it('answers 422 for an unknown field and for an oversized query', async () => {
    const unknown = await search('ada', 'nope');
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ detail: `Field \`nope\` not found in dataset \`${datasetId}\`.` });
    const huge = await search(Array.from({ length: 101 }, (_, i) => `w${i}`).join(' '));
    expect(huge.status).toBe(422);
    expect(huge.body).toEqual({
      detail: 'The text query has more than 100 words or phrases; please narrow it down.',
    });
  });
});
