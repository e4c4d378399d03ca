import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../config/server-config';
import { DEMO_PAPERS } from '../testing/demo-papers';
import { startModelStandIn, type ModelStandIn } from '../testing/model-stand-in';
import { paperPdf } from '../testing/paper-pdf';
import { createTestServer, type TestServer, type TestUser } from '../testing/test-server';
import { MODEL_NOT_CONFIGURED } from './model-client';

const schemaText = readFileSync(join(packageRoot(), 'demo-data', 'schemas', 'Outcome', 'v2.json'), 'utf8');
const paper = DEMO_PAPERS[0]!;

const GOOD_ROW = {
  Outcome_ID: 1,
  Study_ID: 'S01',
  outcome: 'HbA1c change',
  arm: 'drug',
  n: 197,
  mean: -0.62,
  ci_low: -0.75,
  ci_high: -0.49,
  timepoint: '52 weeks',
  dose: null,
};
const GOOD = { content: JSON.stringify({ rows: [GOOD_ROW] }) };
const BAD_ROW = { ...GOOD_ROW, n: 0 };

/** A server with a workspace holding the Outcome schema and the paper `okafor2012` (with its PDF). */
async function serverWithPaper(env: Record<string, string>) {
  const server = await createTestServer('sqlite', env);
  const workspace = `llm-${Math.random().toString(36).slice(2, 8)}`;
  const ws = (await server.request('POST', '/api/v1/workspaces', { json: { name: workspace } })).body;
  const schemaForm = new FormData();
  schemaForm.append('file', new Blob([schemaText], { type: 'application/json' }), 'Outcome.json');
  await server.request('POST', `/api/v1/file/${workspace}/schemas/Outcome`, { formData: schemaForm });
  const pdfForm = new FormData();
  const pdf = await paperPdf(paper.spec);
  pdfForm.append(
    'file_data',
    new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
    paper.file,
  );
  const params = new URLSearchParams({ workspace_id: ws.id, reference: paper.reference });
  await server.request('POST', `/api/v1/documents?${params}`, { formData: pdfForm });
  await server.request('POST', `/api/v1/documents?workspace_id=${ws.id}&reference=nopdf2001`);
  // The segments are computed by a job after the upload answered.
  await server.tasks.idle();
  const member = await server.createUser('annotator', [ws.id]);
  return { server, workspace, member };
}

function body(overrides: Record<string, unknown> = {}) {
  return {
    reference: paper.reference,
    schema_name: 'Outcome',
    extractions: {
      Outcome: [{ Outcome_ID: 1, Study_ID: 'S01', outcome: 'HbA1c change' }],
      Study: [{ Study_ID: 'S01' }],
    },
    columns: ['arm', 'n', 'mean'],
    headers: null,
    types: null,
    prompt: '  Report the primary time point.  ',
    ...overrides,
  };
}

describe('POST /models/extraction against the stand-in model', () => {
  let model: ModelStandIn;
  let server: TestServer;
  let workspace: string;
  let member: TestUser;

  beforeAll(async () => {
    model = await startModelStandIn();
    ({ server, workspace, member } = await serverWithPaper({
      MARGINALIA_LLM_BASE_URL: model.baseUrl,
      MARGINALIA_LLM_API_KEY: 'test-key',
      MARGINALIA_LLM_MODEL: 'stand-in-model',
      MARGINALIA_LLM_TIMEOUT: '1',
      MARGINALIA_LLM_MAX_RETRIES: '0',
    }));
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await model.close();
  });

  const extract = (json: unknown, as: TestUser | undefined = member, query = `workspace=${workspace}`) =>
    server.request('POST', `/api/v1/models/extraction?${query}`, { json, ...(as ? { as } : {}) });

  it('answers the completed rows as pandas table JSON, asking for the schema as structured output', async () => {
    model.received.length = 0;
    model.script(GOOD);
    const res = await extract(body());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      schema: {
        fields: [
          { name: 'Outcome_ID', type: 'integer' },
          { name: 'Study_ID', type: 'string' },
          { name: 'outcome', type: 'string' },
          { name: 'arm', type: 'string' },
          { name: 'n', type: 'integer' },
          { name: 'mean', type: 'number' },
          { name: 'ci_low', type: 'number' },
          { name: 'ci_high', type: 'number' },
          { name: 'timepoint', type: 'string' },
          { name: 'dose', type: 'number' },
        ],
        primaryKey: ['Outcome_ID'],
        pandas_version: '1.4.0',
      },
      data: [GOOD_ROW],
    });
    const [sent] = model.received;
    expect(sent?.model).toBe('stand-in-model');
    expect(sent?.authorization).toBe('Bearer test-key');
    expect(sent?.temperature).toBe(0);
    expect(sent?.response_format?.type).toBe('json_schema');
    expect(sent?.response_format?.json_schema).toMatchObject({ name: 'Outcome', strict: true });
    const rowSchema = (
      sent?.response_format?.json_schema?.schema as { properties: { rows: { items: unknown } } }
    ).properties.rows.items;
    expect(rowSchema).toMatchObject({
      required: Object.keys(GOOD_ROW),
      additionalProperties: false,
      properties: { n: { type: ['integer', 'null'] }, timepoint: { type: ['string', 'null'] } },
    });
    const user = sent?.messages[1]?.content ?? '';
    expect(user).toContain('Columns to fill: arm, n, mean');
    expect(user).toContain(
      'Rows so far (JSON): [{"Outcome_ID":1,"Study_ID":"S01","outcome":"HbA1c change"}]',
    );
    expect(user).toContain(
      'Other tables of this record, for reference (JSON): {"Study":[{"Study_ID":"S01"}]}',
    );
    expect(user).toContain('Instructions from the annotator: Report the primary time point.\n');
    expect(user).toContain('### Table 2. HbA1c change by arm at each time point (page 1, table)');
    expect(user).toContain('HbA1c change drug 197 -0.62 -0.75 to -0.49 52 weeks');
  });

  it('sends only the chosen sections and kinds, and no instruction for a blank prompt', async () => {
    model.received.length = 0;
    model.script(GOOD);
    const res = await extract(body({ headers: ['3. results'], prompt: '   ' }));
    expect(res.status).toBe(200);
    const user = model.received[0]?.messages[1]?.content ?? '';
    expect(user).toContain('### 3. Results (page 1, text)');
    expect(user).not.toContain('### 1. Introduction');
    expect(user).not.toContain('Instructions from the annotator');

    model.script(GOOD);
    await extract(body({ types: ['table'] }));
    const tablesOnly = model.received[1]?.messages[1]?.content ?? '';
    expect(tablesOnly.match(/^### /gm)).toHaveLength(2);
  });

  it('completes the rows so far with the fill-mode stand-in (the one browser tests run)', async () => {
    const partial = { ...GOOD_ROW, n: null, mean: null, ci_low: null, ci_high: null };
    model.script({ fill: true });
    const res = await extract(
      body({ extractions: { Outcome: [partial] }, columns: ['n', 'mean', 'ci_low', 'ci_high'] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ ...partial, n: 1, mean: 1.5, ci_low: 1.5, ci_high: 1.5 }]);
  });

  it('sends a malformed answer back once and answers the repaired rows', async () => {
    model.received.length = 0;
    model.script({ content: '{"rows": [ {"Outcome_ID": 1,' }, GOOD);
    const res = await extract(body());
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([GOOD_ROW]);
    expect(model.received).toHaveLength(2);
    const retry = model.received[1]?.messages ?? [];
    expect(retry[2]).toEqual({ role: 'assistant', content: '{"rows": [ {"Outcome_ID": 1,' });
    expect(retry[3]?.content).toBe(
      'Your answer is not valid for the table:\n- the answer is not valid JSON\n' +
        'Answer again with the corrected JSON only, in the form {"rows": [...]}.',
    );
  });

  it('answers 502 when the repaired answer is still garbage', async () => {
    model.script({ content: 'Sure! Here is the table:' }, { content: '{"table": []}' });
    const res = await extract(body());
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      detail:
        "The model's answer is not valid for the table `Outcome` after one repair attempt: " +
        'the answer has no "rows" array',
    });
  });

  it('checks the rows with the table checks of the schema, repairs once, then answers 502', async () => {
    model.received.length = 0;
    model.script(
      { content: JSON.stringify({ rows: [BAD_ROW] }) },
      { content: JSON.stringify({ rows: [BAD_ROW] }) },
    );
    const res = await extract(body());
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      detail:
        "The model's answer is not valid for the table `Outcome` after one repair attempt: " +
        "row 1, column 'n': Must be at least 1",
    });
    expect(model.received[1]?.messages[3]?.content).toContain("- row 1, column 'n': Must be at least 1");
  });

  it('answers 504 when the model does not answer within the timeout', async () => {
    model.script({ hangMs: 5000 });
    const res = await extract(body());
    expect(res.status).toBe(504);
    expect(res.body).toEqual({
      detail: 'The model did not answer within 1 seconds (MARGINALIA_LLM_TIMEOUT).',
    });
  });

  it("passes the model's 429 on with its Retry-After", async () => {
    model.script({
      status: 429,
      headers: { 'retry-after': '7' },
      body: { error: { message: 'Rate limit reached' } },
    });
    const res = await extract(body());
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('7');
    expect(res.body).toEqual({
      detail: 'The model service is rate limited (429). Please wait a few seconds before trying again.',
    });
  });

  it('answers 502 naming the status when the model service fails', async () => {
    model.script({ status: 500, body: { error: { message: 'model crashed' } } });
    const res = await extract(body());
    expect(res.status).toBe(502);
    expect(res.body.detail).toMatch(/^The model service answered 500: /);
  });

  it('answers 404 without a document, a schema or any text to read', async () => {
    const noDocument = await extract(body({ reference: 'nobody1999' }));
    expect(noDocument.status).toBe(404);
    expect(noDocument.body).toEqual({
      detail: `No document with reference \`nobody1999\` in workspace \`${workspace}\``,
    });
    const noSchema = await extract(body({ schema_name: 'Missing' }));
    expect(noSchema.body).toEqual({ detail: `Schema \`Missing\` not found in workspace \`${workspace}\`` });
    const noText = await extract(body({ reference: 'nopdf2001' }));
    expect(noText.status).toBe(404);
    expect(noText.body).toEqual({
      detail: 'The document with reference `nopdf2001` has no text to extract from (no PDF was uploaded)',
    });
  });

  it('needs the workspace, membership and a valid body', async () => {
    const missing = await extract(body(), member, '');
    expect(missing.status).toBe(400);
    expect(missing.body.detail.params.message).toBe('`workspace` is required in query parameters');
    const outsider = await server.createUser('annotator');
    expect((await extract(body(), outsider)).status).toBe(403);
    const invalid = await extract({ reference: paper.reference });
    expect(invalid.status).toBe(422);
    expect(invalid.body.detail.params.errors[0]).toMatchObject({
      type: 'missing',
      loc: ['body', 'schema_name'],
    });
  });
});

describe('POST /models/extraction with retries and without a model', () => {
  it("retries a 429 with the client's backoff and answers the rows", async () => {
    const model = await startModelStandIn();
    const { server, workspace, member } = await serverWithPaper({
      MARGINALIA_LLM_BASE_URL: model.baseUrl,
      MARGINALIA_LLM_MODEL: 'local-model',
      MARGINALIA_LLM_MAX_RETRIES: '1',
    });
    try {
      model.script({ status: 429, headers: { 'retry-after-ms': '10' } }, GOOD);
      const res = await server.request('POST', `/api/v1/models/extraction?workspace=${workspace}`, {
        json: body(),
        as: member,
      });
      expect(res.status).toBe(200);
      expect(model.received).toHaveLength(2);
      // No key configured: the client sends a placeholder, never the environment's OPENAI_API_KEY.
      expect(model.received[0]?.authorization).toBe('Bearer not-needed');
    } finally {
      await server.close();
      await model.close();
    }
  });

  it('answers 503 saying how to configure a model', async () => {
    const { server, workspace, member } = await serverWithPaper({});
    try {
      const res = await server.request('POST', `/api/v1/models/extraction?workspace=${workspace}`, {
        json: body(),
        as: member,
      });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ detail: MODEL_NOT_CONFIGURED });
      expect(MODEL_NOT_CONFIGURED).toContain('MARGINALIA_LLM_BASE_URL');
    } finally {
      await server.close();
    }
  });
});
