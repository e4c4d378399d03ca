import { buildExtractionRequest, fromTableValue, type TableValue } from '@marginalia/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startModelStandIn, type ModelStandIn } from '../testing/model-stand-in';
import { createTestServer, type TestServer } from '../testing/test-server';
import { seedDemoData } from './seed-demo-data';

/**
 * Issue 25: the model fill-in works on the reference-table demo. Every suggested `outcomes` table of
 * `trial-outcomes` names its paper by `reference`, a seeded document of the demo workspace with its sections, so
 * the extraction the row menu asks for (the request the core builds) succeeds against the model stand-in.
 */
describe('model fill-in on the trial-outcomes demo (sqlite)', () => {
  let model: ModelStandIn;
  let server: TestServer;
  let records: { id: string; suggestions: { question_id: string; value: unknown }[] }[];
  let outcomesId: string;
  let workspace: string;

  beforeAll(async () => {
    model = await startModelStandIn({ fallback: { fill: true } });
    server = await createTestServer('sqlite', {
      MARGINALIA_LLM_BASE_URL: model.baseUrl,
      MARGINALIA_LLM_API_KEY: 'test-key',
      MARGINALIA_LLM_MODEL: 'stand-in-model',
      MARGINALIA_LLM_MAX_RETRIES: '0',
    });
    const seeded = await seedDemoData(server.db, server.config.owner, server.context, server.storage);
    const datasetId = seeded.datasets.find((d) => d.name === 'trial-outcomes')!.id;
    const dataset = (await server.request('GET', `/api/v1/datasets/${datasetId}`)).body;
    workspace = (await server.request('GET', `/api/v1/workspaces/${dataset.workspace_id}`)).body.name;
    const questions = (await server.request('GET', `/api/v1/datasets/${datasetId}/questions`)).body.items;
    outcomesId = questions.find((q: { name: string }) => q.name === 'outcomes').id;
    records = (
      await server.request('GET', `/api/v1/datasets/${datasetId}/records?include=suggestions&limit=100`)
    ).body.items;
    // Seeding reads every demo paper's PDF; a loaded machine needs more than the default 10 s.
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await model?.close();
  });

  it('fills the chosen rows of every record’s suggested table from the paper its reference names', async () => {
    expect(records).toHaveLength(24);
    const references = new Set<string>();
    for (const record of records) {
      const value = record.suggestions.find((s) => s.question_id === outcomesId)!.value as TableValue;
      const doc = fromTableValue(value);
      const reference = doc.extras['reference'];
      expect(typeof reference).toBe('string');
      references.add(reference as string);
      // The annotator starts two rows (an outcome per arm) and asks the model for their numbers.
      const [first] = doc.rows;
      const rows = ['drug', 'placebo'].map((arm, i) => ({
        Outcome_ID: i + 1,
        Study_ID: first!['Study_ID'],
        outcome: first!['outcome'],
        arm,
        n: null,
        mean: null,
        ci_low: null,
        ci_high: null,
        timepoint: null,
      }));
      const body = buildExtractionRequest({
        reference: reference as string,
        schemaName: doc.schemaInfo.schemaName as string,
        rows,
        columns: ['n', 'mean', 'ci_low', 'ci_high'],
        inputs: { headers: [], types: [], notes: '' },
        prompt: null,
      });
      model.received.length = 0;
      const res = await server.request('POST', `/api/v1/models/extraction?workspace=${workspace}`, {
        json: body,
      });
      expect({ reference, status: res.status, body: res.status === 200 ? null : res.body }).toEqual({
        reference,
        status: 200,
        body: null,
      });
      expect(res.body.data).toHaveLength(2);
      // The stand-in fills each asked cell with a value of its type.
      expect(
        res.body.data.map((row: { arm: string; n: number; mean: number }) => [row.arm, row.n, row.mean]),
      ).toEqual([
        ['drug', 1, 1.5],
        ['placebo', 1, 1.5],
      ]);
      // The model read the paper: its results table is in the prompt.
      const prompt = model.received[0]!.messages.map((m) => m.content).join('\n');
      expect(prompt).toContain(`Sections of the paper "${reference}"`);
      expect(prompt).toMatch(/### Table 2\. .* by arm at each time point/);
    }
    expect(references.size).toBe(24);
  }, 120_000);
});
