import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';
import { seedDemoData } from './seed-demo-data';

/** The documents demo: three generated papers with segments, and records that name them. */
describe('paper-extraction demo dataset (sqlite)', () => {
  let server: TestServer;
  let datasetId: string;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
    const seeded = await seedDemoData(server.db, server.config.owner, server.context, server.storage);
    datasetId = seeded.datasets.find((d) => d.name === 'paper-extraction')!.id;
  }, 60_000);
  afterAll(async () => server?.close());

  it('has one record per paper, each naming a seeded document with its PDF and sections', async () => {
    const page = await server.request('GET', `/api/v1/datasets/${datasetId}/records?include=suggestions`);
    expect(page.body.items).toHaveLength(3);
    for (const record of page.body.items) {
      const { pmid, reference } = record.metadata;
      const document = await server.request('GET', `/api/v1/documents/by-pmid/${pmid}`);
      expect(document.status).toBe(200);
      expect(document.body).toMatchObject({ reference, file_name: `${reference}.pdf` });
      const pdf = await server.request('GET', document.body.url);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const segments = await server.request(
        'GET',
        `/api/v1/models/segments/?workspace=extraction&reference=${reference}`,
      );
      const headers = segments.body.items.map((s: { header: string }) => s.header);
      expect(headers).toEqual(
        expect.arrayContaining(['Abstract', '2. Methods', '3. Results', '4. Discussion']),
      );
      expect(segments.body.items.filter((s: { type: string }) => s.type === 'table')).toHaveLength(2);
      expect(segments.body.items.filter((s: { type: string }) => s.type === 'figure')).toHaveLength(1);
    }
  });

  it('offers the three fill-in questions and the Outcome table with rows to complete', async () => {
    const questions = await server.request('GET', `/api/v1/datasets/${datasetId}/questions`);
    expect(questions.body.items.map((q: { name: string }) => q.name)).toEqual([
      'outcomes',
      'context-relevant',
      'extraction-source',
      'notes',
    ]);
    const relevant = questions.body.items[1];
    expect(relevant.settings.options.map((o: { value: string }) => o.value)).toContain('Not listed');
    const page = await server.request('GET', `/api/v1/datasets/${datasetId}/records?include=suggestions`);
    const outcomes = page.body.items[0].suggestions.find(
      (s: { question_id: string }) => s.question_id === questions.body.items[0].id,
    );
    expect(outcomes.value.reference).toBe('okafor2012');
    expect(outcomes.value.schema.schemaName).toBe('Outcome');
    expect(outcomes.value.schema.version_id).toMatch(/\S/);
    expect(outcomes.value.data.map((row: { arm: string; n: unknown }) => [row.arm, row.n])).toEqual([
      ['drug', null],
      ['placebo', null],
    ]);
  });
});
