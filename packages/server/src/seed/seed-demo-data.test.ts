import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { readDemoDataset } from './demo-dataset-file';
import { DEMO_ANNOTATOR, seedDemoData } from './seed-demo-data';

describe.each(testDialects())('demo seed (%s)', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer(dialect);
  });
  afterAll(async () => server?.close());

  it('seeds users, the demo workspace and four published datasets through the services', async () => {
    const result = await seedDemoData(server.db, server.config.owner, server.context, server.storage);
    expect(result.seeded).toBe(true);
    expect(result.datasets.map((d) => d.name)).toEqual([
      'product-reviews',
      'news-qa-ranking',
      'trial-outcomes',
      'paper-extraction',
    ]);

    const token = await server.request('POST', '/api/v1/token', { form: { ...DEMO_ANNOTATOR }, as: null });
    expect(token.status).toBe(201);
    const annotator = { token: token.body.access_token as string };
    const workspaces = await server.request('GET', '/api/v1/me/workspaces', { as: annotator });
    expect(workspaces.body.items.map((w: { name: string }) => w.name)).toEqual(['demo', 'extraction']);
    for (const workspace of workspaces.body.items) {
      const members = await server.request('GET', `/api/v1/workspaces/${workspace.id}/users`);
      expect(members.body.items.map((u: { username: string }) => u.username)).toEqual(['owner', 'annotator']);
    }

    const datasets = await server.request('GET', '/api/v1/me/datasets', { as: annotator });
    expect(datasets.body.items.map((d: { status: string }) => d.status)).toEqual([
      'ready',
      'ready',
      'ready',
      'ready',
    ]);
    const [reviews, news] = datasets.body.items;
    // The table datasets (Extralit's types, which Argilla's SDK cannot parse) are the only ones in `extraction`.
    const byWorkspace = new Map(
      workspaces.body.items.map((w: { id: string; name: string }) => [w.id, w.name]),
    );
    expect(
      datasets.body.items.map((d: { name: string; workspace_id: string }) => [
        d.name,
        byWorkspace.get(d.workspace_id),
      ]),
    ).toEqual([
      ['product-reviews', 'demo'],
      ['news-qa-ranking', 'demo'],
      ['trial-outcomes', 'extraction'],
      ['paper-extraction', 'extraction'],
    ]);
    const metrics = await server.request('GET', `/api/v1/me/datasets/${reviews.id}/metrics`, {
      as: annotator,
    });
    expect(metrics.body.responses.total).toBeGreaterThanOrEqual(100);
    expect(
      (await server.request('GET', `/api/v1/me/datasets/${news.id}/metrics`, { as: annotator })).body
        .responses.total,
    ).toBeGreaterThanOrEqual(20);

    const questions = await server.request('GET', `/api/v1/datasets/${reviews.id}/questions`, {
      as: annotator,
    });
    expect(questions.body.items.map((q: { settings: { type: string } }) => q.settings.type)).toEqual([
      'label_selection',
      'multi_label_selection',
      'rating',
      'text',
    ]);
    const newsQuestions = await server.request('GET', `/api/v1/datasets/${news.id}/questions`, {
      as: annotator,
    });
    expect(newsQuestions.body.items.map((q: { settings: { type: string } }) => q.settings.type)).toEqual([
      'ranking',
      'span',
      'text',
    ]);

    const page = await server.request(
      'POST',
      `/api/v1/me/datasets/${reviews.id}/records/search?include=suggestions,vectors&limit=100`,
      {
        json: {},
        as: annotator,
      },
    );
    const withLabelSuggestion = page.body.items.filter(
      (i: { record: { suggestions: { agent: string }[] } }) =>
        i.record.suggestions.some((s) => s.agent === 'distilbert-sst3-v2'),
    );
    expect(withLabelSuggestion.length).toBeGreaterThan(50);
    expect(page.body.items[0].record.vectors.review_embedding).toHaveLength(8);
    // Seeding reads the demo papers' PDFs too; a loaded machine needs more than the default 20 s.
  }, 60_000);

  it('does nothing on a second start', async () => {
    const again = await seedDemoData(server.db, server.config.owner, server.context, server.storage);
    expect(again).toEqual({ seeded: false, datasets: [] });
    const datasets = await server.request('GET', '/api/v1/me/datasets');
    expect(datasets.body.items).toHaveLength(4);
    const papers = datasets.body.items.find((d: { name: string }) => d.name === 'paper-extraction');
    const documents = await server.request('GET', `/api/v1/documents/workspace/${papers.workspace_id}`);
    // The documents demo's three papers and one per reference-table demo trial (the first shares Okafor 2012's).
    expect(documents.body).toHaveLength(26);
    const versions = await server.request('GET', '/api/v1/files/extraction/schemas/');
    expect(versions.body.objects).toHaveLength(2);
    const users = await server.request('GET', '/api/v1/users');
    expect(users.body.items.map((u: { username: string }) => u.username)).toEqual(['owner', 'annotator']);
  });
});

describe('demo data files', () => {
  it('hold at least 100 review records with 1–4 sentences and 20 ranking/span records', () => {
    const reviews = readDemoDataset('product-reviews').records;
    expect(reviews.length).toBeGreaterThanOrEqual(100);
    for (const record of reviews) {
      const sentences = String(record.fields['review']).split(/(?<=[.!?])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(4);
    }
    expect(new Set(reviews.map((r) => r.fields['review'])).size).toBe(reviews.length);
    expect(readDemoDataset('news-qa-ranking').records.length).toBeGreaterThanOrEqual(20);
  });
});
