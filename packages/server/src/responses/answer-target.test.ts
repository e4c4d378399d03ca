import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  expectCreated,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { answerTargetOf } from './answer-target';
import { questionRulesJson, questionRulesOf, questionRulesOfJson } from './question-rules';

describe.each(testDialects())('the record an answer is checked against, in one read (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let records: string[];
  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
    records = await addRecords(server, fixture.datasetId, 2);
  });
  afterAll(async () => server?.close());

  it('brings the dataset’s question rules as a read of the questions gives them, in their order', async () => {
    const target = await answerTargetOf(server.db, fixture.annotator.user, records[0]!);
    const rules = await questionRulesOf(server.db, fixture.datasetId);
    expect(rules.length).toBeGreaterThan(1);
    expect(target?.rules).toEqual(rules);
    expect(target?.rules.some((q) => q.required)).toBe(true);
    expect(target?.rules.some((q) => !q.required)).toBe(true);
    expect(target).toMatchObject({ record: { id: records[0] }, dataset: { id: fixture.datasetId } });
  });

  it('names the caller’s own response, not another user’s', async () => {
    expect(
      (await answerTargetOf(server.db, fixture.annotator.user, records[1]!))?.callerResponseId,
    ).toBeNull();
    const created = await expectCreated(
      server.request('POST', `/api/v1/records/${records[1]}/responses`, {
        json: { status: 'draft', values: { label: { value: 'positive' } } },
        as: fixture.annotator,
      }),
    );
    expect((await answerTargetOf(server.db, fixture.annotator.user, records[1]!))?.callerResponseId).toBe(
      created.id,
    );
    expect((await answerTargetOf(server.db, server.owner.user, records[1]!))?.callerResponseId).toBeNull();
  });

  it('reads no rules for a dataset without questions, and nothing for an unknown record', async () => {
    const workspace = await expectCreated(
      server.request('POST', '/api/v1/workspaces', { json: { name: `ws-bare-${dialect}` } }),
    );
    const dataset = await expectCreated(
      server.request('POST', '/api/v1/datasets', { json: { name: 'bare', workspace_id: workspace.id } }),
    );
    const row = await server.db
      .selectFrom('datasets as d')
      .select(questionRulesJson(dialect, 'd.id').as('rules'))
      .where('d.id', '=', dataset.id as string)
      .executeTakeFirstOrThrow();
    expect(questionRulesOfJson(row.rules)).toEqual([]);
    expect(
      await answerTargetOf(server.db, server.owner.user, '00000000-0000-4000-8000-000000000000'),
    ).toBeUndefined();
  });
});
