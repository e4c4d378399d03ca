import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  columnNames,
  firstError,
  fromTableValue,
  rulesFromSchema,
  validateTable,
  type TableValue,
} from '@marginalia/core';
import { createTestServer, type TestServer } from '../testing/test-server';
import { seedDemoData } from './seed-demo-data';

/** The reference-table demo (issue #16): a table question, a schema with two versions, tables with errors. */
describe('trial-outcomes demo dataset (sqlite)', () => {
  let server: TestServer;
  let datasetId: string;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
    const seeded = await seedDemoData(server.db, server.config.owner, server.context, server.storage);
    datasetId = seeded.datasets.find((d) => d.name === 'trial-outcomes')!.id;
    // Seeding reads the demo papers' PDFs too; a loaded machine needs more than the default 10 s.
  }, 60_000);
  afterAll(async () => server?.close());

  it('stores the Outcome schema in two versions, v2 the latest', async () => {
    const listed = await server.request('GET', '/api/v1/files/extraction/schemas/');
    expect(
      listed.body.objects.map((o: { object_name: string; version_tag: string; is_latest: boolean }) => [
        o.object_name,
        o.version_tag,
        o.is_latest,
      ]),
    ).toEqual([
      ['schemas/Outcome', 'v1', false],
      ['schemas/Outcome', 'v2', true],
    ]);
  });

  it('has a table question and records whose suggested tables follow a stored version and carry errors', async () => {
    const questions = await server.request('GET', `/api/v1/datasets/${datasetId}/questions`);
    const outcomes = questions.body.items.find((q: { name: string }) => q.name === 'outcomes');
    expect(outcomes.settings).toEqual({ type: 'table' });
    const listed = await server.request('GET', '/api/v1/files/extraction/schemas/');
    const versionIds = new Set(listed.body.objects.map((o: { version_id: string }) => o.version_id));
    const records = await server.request(
      'GET',
      `/api/v1/datasets/${datasetId}/records?include=suggestions&limit=100`,
    );
    expect(records.body.total).toBe(24);
    let withErrors = 0;
    let onOldVersion = 0;
    for (const record of records.body.items) {
      const table = record.suggestions.find((s: { question_id: string }) => s.question_id === outcomes.id)
        .value as TableValue;
      expect(versionIds.has(table.schema.version_id)).toBe(true);
      const file = await server.request(
        'GET',
        `/api/v1/file/extraction/schemas/Outcome?version_id=${table.schema.version_id}`,
      );
      if (file.headers.get('is-latest') === 'false') onOldVersion += 1;
      const doc = fromTableValue(table);
      const validation = validateTable(doc.rows, rulesFromSchema(file.body, columnNames(doc)));
      if (firstError(validation, doc.rows, columnNames(doc))) withErrors += 1;
    }
    expect(onOldVersion).toBeGreaterThan(10);
    expect(withErrors).toBeGreaterThanOrEqual(10);
    expect(withErrors).toBeLessThan(24);
  });

  it('has a use_table text question whose first record suggests a table printed without a header row', async () => {
    const questions = await server.request('GET', `/api/v1/datasets/${datasetId}/questions`);
    const results = questions.body.items.find((q: { name: string }) => q.name === 'results-table');
    expect(results.required).toBe(false);
    expect(results.settings).toMatchObject({ type: 'text', use_table: true });
    const records = await server.request(
      'GET',
      `/api/v1/datasets/${datasetId}/records?include=suggestions&limit=100`,
    );
    const suggested = records.body.items
      .flatMap((record: { suggestions: { question_id: string; value: unknown }[] }) => record.suggestions)
      .filter((suggestion: { question_id: string }) => suggestion.question_id === results.id);
    expect(suggested).toHaveLength(1);
    expect(suggested[0].value).toMatch(/^<table>/);
    expect(suggested[0].value).not.toContain('<th');
  });
});
