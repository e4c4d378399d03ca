import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

const strict = {
  name: 'Outcome',
  columns: {
    arm: { dtype: 'str', checks: { isin: ['drug', 'placebo'] } },
    n: { dtype: 'int64', nullable: false, checks: { greater_than_or_equal_to: 0 } },
  },
  index: [{ name: 'Outcome_ID', dtype: 'int64', unique: true }],
};
const lenient = { ...strict, columns: { ...strict.columns, n: { dtype: 'int64', nullable: true } } };

function table(rows: Record<string, unknown>[], schema: Record<string, unknown> = { schemaName: 'Outcome' }) {
  return {
    schema: {
      fields: [{ name: 'Outcome_ID', type: 'integer' }, { name: 'arm' }, { name: 'n', type: 'integer' }],
      primaryKey: ['Outcome_ID'],
      ...schema,
    },
    data: rows,
  };
}

const good = [
  { Outcome_ID: 1, arm: 'drug', n: 10 },
  { Outcome_ID: 2, arm: 'placebo', n: 12 },
];
const bad = [
  { Outcome_ID: 1, arm: 'drug', n: 10 },
  { Outcome_ID: 2, arm: 'placebo', n: 'NA' },
  { Outcome_ID: 3, arm: 'other', n: -1 },
];

describe.each(testDialects())('table answers checked against their schema (%s)', (dialect) => {
  let server: TestServer;
  let annotator: TestUser;
  let datasetId: string;
  let v1: string;
  let v2: string;
  const records: string[] = [];

  const upload = async (ws: string, schema: unknown) => {
    const formData = new FormData();
    formData.append('file', new Blob([JSON.stringify(schema)], { type: 'application/json' }), 'Outcome.json');
    return (await server.request('POST', `/api/v1/file/${ws}/schemas/Outcome`, { formData })).body
      .version_id as string;
  };

  beforeAll(async () => {
    server = await createTestServer(dialect);
    const ws = (await server.request('POST', '/api/v1/workspaces', { json: { name: 'review-team' } })).body;
    annotator = await server.createUser('annotator', [ws.id]);
    datasetId = (
      await server.request('POST', '/api/v1/datasets', { json: { name: 'tables', workspace_id: ws.id } })
    ).body.id;
    await server.request('POST', `/api/v1/datasets/${datasetId}/fields`, {
      json: { name: 'text', title: 'Paper', required: true, settings: { type: 'text' } },
    });
    await server.request('POST', `/api/v1/datasets/${datasetId}/questions`, {
      json: { name: 'outcomes', title: 'Outcomes', required: true, settings: { type: 'table' } },
    });
    await server.request('PUT', `/api/v1/datasets/${datasetId}/publish`);
    v1 = await upload(ws.name, strict);
    v2 = await upload(ws.name, lenient);
    const created = await server.request('POST', `/api/v1/datasets/${datasetId}/records/bulk`, {
      json: { items: Array.from({ length: 6 }, (_, i) => ({ fields: { text: `Paper ${i}` } })) },
    });
    records.push(...created.body.items.map((r: { id: string }) => r.id));
  });
  afterAll(async () => server?.close());

  const answer = (recordId: string, value: unknown, status = 'submitted') =>
    server.request('POST', `/api/v1/records/${recordId}/responses`, {
      json: { status, values: { outcomes: { value } } },
      as: annotator,
    });

  it('refuses a submitted table with a bad cell, naming the row and the column (422)', async () => {
    const res = await answer(records[0]!, table(bad, { schemaName: 'Outcome', version_id: v1 }));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      detail:
        "table answer for question 'outcomes' is not valid: row 2, column 'n': Must be a whole number (3 cells are not valid)",
    });
  });

  it('checks against the version the table names, the latest without one', async () => {
    const lenientVersion = await answer(
      records[1]!,
      table([bad[0]!, bad[1]!], { schemaName: 'Outcome', version_id: v2 }),
    );
    expect(lenientVersion.status).toBe(201);
    const latest = await answer(records[2]!, table(bad.slice(0, 2), { schemaName: 'Outcome' }));
    expect(latest.status).toBe(201);
    const strictVersion = await answer(
      records[3]!,
      table(bad.slice(0, 2), { schemaName: 'Outcome', version_id: v1 }),
    );
    expect(strictVersion.body.detail).toContain("row 2, column 'n': Must be a whole number");
  });

  it('keeps drafts unchecked and accepts a valid submitted table; the update is checked too', async () => {
    const draft = await answer(records[4]!, table(bad), 'draft');
    expect(draft.status).toBe(201);
    const submit = await server.request('PUT', `/api/v1/responses/${draft.body.id}`, {
      json: {
        status: 'submitted',
        values: { outcomes: { value: table(bad, { schemaName: 'Outcome', version_id: v1 }) } },
      },
      as: annotator,
    });
    expect(submit.status).toBe(422);
    expect(submit.body.detail).toContain("column 'n'");
    const fixed = await server.request('PUT', `/api/v1/responses/${draft.body.id}`, {
      json: {
        status: 'submitted',
        values: { outcomes: { value: table(good, { schemaName: 'Outcome', version_id: v1 }) } },
      },
      as: annotator,
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.values.outcomes.value.data).toHaveLength(2);
  });

  it('checks an inline validation schema, and leaves tables without any schema alone', async () => {
    const inline = { ...table([{ Outcome_ID: 1, arm: 'x', n: 1 }], {}), validation: strict };
    const res = await server.request('POST', '/api/v1/me/responses/bulk', {
      json: {
        items: [{ record_id: records[5], status: 'submitted', values: { outcomes: { value: inline } } }],
      },
      as: annotator,
    });
    expect(res.body.items[0].error.detail).toBe(
      "table answer for question 'outcomes' is not valid: row 1, column 'arm': Must be one of: drug, placebo",
    );
    const noSchema = await answer(records[5]!, table(bad, {}));
    expect(noSchema.status).toBe(201);
  });

  it('checks submitted tables among responses logged with records in bulk', async () => {
    const res = await server.request('PUT', `/api/v1/datasets/${datasetId}/records/bulk`, {
      json: {
        items: [
          {
            fields: { text: 'ok' },
            responses: [
              {
                user_id: annotator.user.id,
                status: 'submitted',
                values: { outcomes: { value: table(good) } },
              },
            ],
          },
          {
            fields: { text: 'bad' },
            responses: [
              {
                user_id: annotator.user.id,
                status: 'submitted',
                values: { outcomes: { value: table(bad) } },
              },
            ],
          },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(
      /^Record at position 1 is not valid because record does not have valid responses: table answer for question 'outcomes' is not valid: row 3, column 'arm': Must be one of: drug, placebo$/,
    );
  });
});
