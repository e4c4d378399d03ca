import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

/** `GET /records/{id}/review/reviewer`: who took a record's review decision, for the sent-back notice. */
describe.each(testDialects())('review reviewer (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let records: string[];
  let second: TestUser;
  let leaving: TestUser;
  let outsider: TestUser;
  const r = (i: number) => records[i] as string;
  const reviewer = (record: string, as: TestUser) =>
    server.request('GET', `/api/v1/records/${record}/review/reviewer`, { as });

  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server, { minSubmitted: 2 });
    records = await addRecords(server, fixture.datasetId, 3);
    second = await server.createUser('annotator', [fixture.workspaceId], `rr-b-${dialect}`);
    leaving = await server.createUser('admin', [fixture.workspaceId], `rr-gone-${dialect}`);
    outsider = await server.createUser('admin', []);
    for (const i of [0, 1, 2]) {
      for (const as of [fixture.annotator, second]) {
        const res = await server.request('POST', `/api/v1/records/${r(i)}/responses`, {
          json: { status: 'submitted', values: { label: { value: 'positive' } } },
          as,
        });
        expect(res.status).toBe(201);
      }
    }
    const reject = (record: string, as: TestUser) =>
      server.request('PUT', `/api/v1/records/${record}/review`, {
        json: { status: 'rejected', comment: 'check the label' },
        as,
      });
    // The workspace's admin is not a listed reviewer: the reviewer list cannot name them.
    expect((await reject(r(0), fixture.admin)).status).toBe(200);
    expect((await reject(r(2), leaving)).status).toBe(200);
    expect((await server.request('DELETE', `/api/v1/users/${leaving.user.id}`)).status).toBe(200);
  });
  afterAll(async () => server?.close());

  it('names the admin who sent a record back to its annotators, who read it as members', async () => {
    const res = await reviewer(r(0), fixture.annotator);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user_id: fixture.admin.user.id, username: fixture.admin.user.username });
    const listed = await server.request('GET', `/api/v1/datasets/${fixture.datasetId}/reviewers`, {
      as: fixture.annotator,
    });
    expect(listed.body.items).toEqual([]);
  });

  it('names nobody for a record nobody reviewed, or whose reviewer is gone', async () => {
    expect((await reviewer(r(1), second)).body).toEqual({ user_id: null, username: null });
    expect((await reviewer(r(2), second)).body).toEqual({ user_id: null, username: null });
  });

  it('answers 404 outside the workspace and for an unknown record, 422 for a malformed id', async () => {
    const outside = await reviewer(r(0), outsider);
    expect(outside.status).toBe(404);
    expect(outside.body).toEqual({ detail: expect.any(String) });
    const unknown = await reviewer('00000000-0000-4000-8000-000000000000', fixture.admin);
    expect(unknown.status).toBe(404);
    const malformed = await reviewer('not-a-uuid', fixture.admin);
    expect(malformed.status).toBe(422);
  });
});
