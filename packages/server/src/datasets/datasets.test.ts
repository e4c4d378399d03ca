import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addRecords,
  createAnnotationDataset,
  FIXTURE_QUESTIONS,
  type AnnotationDatasetFixture,
} from '../testing/dataset-fixture';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';

const UNKNOWN_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe.each(testDialects())('datasets (%s)', (dialect) => {
  let server: TestServer;
  let workspaceId: string;
  let otherWorkspaceId: string;
  let admin: TestUser;
  let annotator: TestUser;
  beforeAll(async () => {
    server = await createTestServer(dialect);
    workspaceId = (await server.request('POST', '/api/v1/workspaces', { json: { name: 'main' } })).body.id;
    otherWorkspaceId = (await server.request('POST', '/api/v1/workspaces', { json: { name: 'other' } })).body
      .id;
    admin = await server.createUser('admin', [workspaceId]);
    annotator = await server.createUser('annotator', [workspaceId]);
  });
  afterAll(async () => server?.close());

  const create = (json: unknown, as?: TestUser) =>
    server.request('POST', '/api/v1/datasets', { json, ...(as ? { as } : {}) });

  it('POST /datasets creates a draft with the contract defaults', async () => {
    const res = await create({ name: 'first', workspace_id: workspaceId, id: null, status: 'ready' }, admin);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual([
      'id',
      'name',
      'guidelines',
      'allow_extra_metadata',
      'status',
      'distribution',
      'metadata',
      'workspace_id',
      'last_activity_at',
      'inserted_at',
      'updated_at',
    ]);
    expect(res.body).toMatchObject({
      name: 'first',
      guidelines: null,
      allow_extra_metadata: true,
      status: 'draft',
      distribution: { strategy: 'overlap', min_submitted: 1 },
      metadata: null,
      workspace_id: workspaceId,
    });
  });

  it('POST /datasets validates (422 shape A), checks role (403) before the workspace (422), and names (409)', async () => {
    const invalid = await create({
      name: 'x'.repeat(201),
      workspace_id: workspaceId,
      distribution: { strategy: 'spread', min_submitted: 0 },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.detail.params.errors).toEqual([
      { type: 'string_too_long', loc: ['body', 'name'], msg: 'String should have at most 200 characters' },
      { type: 'literal_error', loc: ['body', 'distribution', 'strategy'], msg: "Input should be 'overlap'" },
      {
        type: 'greater_than_equal',
        loc: ['body', 'distribution', 'min_submitted'],
        msg: 'Input should be greater than or equal to 1',
      },
    ]);
    expect((await create({ name: 'n', workspace_id: workspaceId }, annotator)).status).toBe(403);
    expect((await create({ name: 'n', workspace_id: otherWorkspaceId }, admin)).status).toBe(403);
    expect((await create({ name: 'n', workspace_id: UNKNOWN_ID }, admin)).status).toBe(403);
    const unknown = await create({ name: 'n', workspace_id: UNKNOWN_ID });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ detail: `Workspace with id \`${UNKNOWN_ID}\` not found` });
    const duplicate = await create({ name: 'first', workspace_id: workspaceId });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({
      detail: `Dataset with name \`first\` already exists for workspace with id \`${workspaceId}\``,
    });
    expect(
      (
        await server.request('POST', '/api/v1/datasets', {
          json: { name: 'n', workspace_id: workspaceId },
          as: null,
        })
      ).status,
    ).toBe(401);
  });

  it('GET /datasets/{id}: members read, non-members 403, unknown 404', async () => {
    const created = (
      await create({
        name: 'readable',
        workspace_id: workspaceId,
        guidelines: '# Read me',
        metadata: { repoId: 'x/y' },
      })
    ).body;
    const read = await server.request('GET', `/api/v1/datasets/${created.id}`, { as: annotator });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ guidelines: '# Read me', metadata: { repoId: 'x/y' } });
    const outsider = await server.createUser('annotator', [otherWorkspaceId]);
    expect((await server.request('GET', `/api/v1/datasets/${created.id}`, { as: outsider })).status).toBe(
      403,
    );
    const missing = await server.request('GET', `/api/v1/datasets/${UNKNOWN_ID}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ detail: `Dataset with id \`${UNKNOWN_ID}\` not found` });
  });

  it('GET /me/datasets filters by workspace, name and status; 403 for a foreign workspace', async () => {
    await create({ name: 'elsewhere', workspace_id: otherWorkspaceId });
    const all = await server.request('GET', '/api/v1/me/datasets');
    expect(all.body.items.map((d: { name: string }) => d.name)).toEqual(['first', 'readable', 'elsewhere']);
    const mine = await server.request('GET', '/api/v1/me/datasets', { as: annotator });
    expect(mine.body.items.map((d: { name: string }) => d.name)).toEqual(['first', 'readable']);
    const byName = await server.request(
      'GET',
      `/api/v1/me/datasets?workspace_id=${workspaceId}&name=readable&status=draft`,
    );
    expect(byName.body.items.map((d: { name: string }) => d.name)).toEqual(['readable']);
    expect((await server.request('GET', '/api/v1/me/datasets?status=ready')).body.items).toEqual([]);
    expect(
      (await server.request('GET', `/api/v1/me/datasets?workspace_id=${otherWorkspaceId}`, { as: annotator }))
        .status,
    ).toBe(403);
    const badStatus = await server.request('GET', '/api/v1/me/datasets?status=done');
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.detail.params.errors[0]).toEqual({
      type: 'enum',
      loc: ['query', 'status'],
      msg: "Input should be 'draft' or 'ready'",
    });
    expect((await server.request('GET', '/api/v1/me/datasets', { as: null })).status).toBe(401);
  });

  it('PUT /datasets/{id}/publish enforces fields, a required question and a single publication', async () => {
    const dataset = (await create({ name: 'to-publish', workspace_id: workspaceId })).body;
    const publish = (as?: TestUser) =>
      server.request('PUT', `/api/v1/datasets/${dataset.id}/publish`, as ? { as } : {});
    expect((await publish()).body).toEqual({ detail: 'Dataset cannot be published without fields' });
    await server.request('POST', `/api/v1/datasets/${dataset.id}/fields`, {
      json: { name: 'text', title: 'Text', settings: { type: 'text' } },
    });
    await server.request('POST', `/api/v1/datasets/${dataset.id}/questions`, {
      json: { name: 'optional', title: 'Optional', settings: { type: 'text' } },
    });
    const noRequired = await publish();
    expect(noRequired.status).toBe(422);
    expect(noRequired.body).toEqual({ detail: 'Dataset cannot be published without required questions' });
    await server.request('POST', `/api/v1/datasets/${dataset.id}/questions`, {
      json: { name: 'required', title: 'Required', required: true, settings: { type: 'text' } },
    });
    expect((await publish(annotator)).status).toBe(403);
    const published = await publish(admin);
    expect(published.status).toBe(200);
    expect(published.body.status).toBe('ready');
    const again = await publish();
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ detail: 'Dataset has already been published' });
  });

  it('PATCH /datasets/{id} applies present keys, merges metadata and refuses null names', async () => {
    const dataset = (await create({ name: 'patchable', workspace_id: workspaceId, metadata: { a: 1 } })).body;
    const res = await server.request('PATCH', `/api/v1/datasets/${dataset.id}`, {
      json: { guidelines: 'New', metadata: { b: 2 } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'patchable', guidelines: 'New', metadata: { a: 1, b: 2 } });
    const nullName = await server.request('PATCH', `/api/v1/datasets/${dataset.id}`, {
      json: { name: null },
    });
    expect(nullName.status).toBe(422);
    expect(nullName.body.detail.params.errors[0]).toEqual({
      type: 'value_error',
      loc: ['body'],
      msg: 'Value error, The following keys must have non-null values: name',
    });
  });
});

describe.each(testDialects())('dataset progress and metrics (%s)', (dialect) => {
  let server: TestServer;
  let fixture: AnnotationDatasetFixture;
  let recordIds: string[];
  beforeAll(async () => {
    server = await createTestServer(dialect);
    fixture = await createAnnotationDataset(server);
    recordIds = await addRecords(server, fixture.datasetId, 5);
  });
  afterAll(async () => server?.close());

  it('counts the caller’s responses in /me/datasets/{id}/metrics and record statuses in /progress', async () => {
    const { annotator, admin, datasetId } = fixture;
    const respond = (recordId: string, status: string, as: TestUser) =>
      server.request('POST', `/api/v1/records/${recordId}/responses`, {
        json: { status, values: status === 'discarded' ? null : { label: { value: 'positive' } } },
        as,
      });
    expect((await respond(recordIds[0] as string, 'submitted', annotator)).status).toBe(201);
    expect((await respond(recordIds[1] as string, 'draft', annotator)).status).toBe(201);
    expect((await respond(recordIds[2] as string, 'discarded', annotator)).status).toBe(201);
    expect((await respond(recordIds[3] as string, 'submitted', admin)).status).toBe(201);

    const metrics = await server.request('GET', `/api/v1/me/datasets/${datasetId}/metrics`, {
      as: annotator,
    });
    expect(metrics.status).toBe(200);
    expect(metrics.body).toEqual({
      responses: { total: 5, submitted: 1, discarded: 1, draft: 1, pending: 2 },
    });
    const adminMetrics = await server.request('GET', `/api/v1/me/datasets/${datasetId}/metrics`, {
      as: admin,
    });
    expect(adminMetrics.body).toEqual({
      responses: { total: 5, submitted: 1, discarded: 0, draft: 0, pending: 4 },
    });

    const progress = await server.request('GET', `/api/v1/datasets/${datasetId}/progress`, { as: annotator });
    expect(progress.status).toBe(200);
    expect(progress.body).toEqual({
      total: 5,
      completed: 2,
      pending: 3,
      users: [admin.user.username, annotator.user.username].sort().map((username) => ({ username })),
    });
    const outsider = await server.createUser('annotator');
    expect(
      (await server.request('GET', `/api/v1/datasets/${datasetId}/progress`, { as: outsider })).status,
    ).toBe(403);
    expect(
      (await server.request('GET', `/api/v1/me/datasets/${datasetId}/metrics`, { as: outsider })).status,
    ).toBe(403);
    expect(
      (await server.request('GET', `/api/v1/me/datasets/${datasetId}/metrics`, { as: null })).status,
    ).toBe(401);
  });

  it('answers a home card in /me/datasets/{id}/overview: questions, field types, my pending and the progress', async () => {
    const { annotator, datasetId } = fixture;
    const overview = await server.request('GET', `/api/v1/me/datasets/${datasetId}/overview`, { as: annotator });
    expect(overview.status).toBe(200);
    const metrics = await server.request('GET', `/api/v1/me/datasets/${datasetId}/metrics`, { as: annotator });
    const progress = await server.request('GET', `/api/v1/datasets/${datasetId}/progress`, { as: annotator });
    expect(overview.body).toEqual({
      questions: FIXTURE_QUESTIONS.map(({ title, settings }) => ({ title, type: settings.type })),
      field_types: ['text'],
      pending_for_me: (metrics.body as { responses: { pending: number } }).responses.pending,
      progress: progress.body,
    });
    const outsider = await server.createUser('annotator');
    expect(
      (await server.request('GET', `/api/v1/me/datasets/${datasetId}/overview`, { as: outsider })).status,
    ).toBe(403);
  });

  it('reports zeros for a draft dataset', async () => {
    const draft = (
      await server.request('POST', '/api/v1/datasets', {
        json: { name: 'draft', workspace_id: fixture.workspaceId },
      })
    ).body;
    const progress = await server.request('GET', `/api/v1/datasets/${draft.id}/progress`);
    expect(progress.body).toEqual({ total: 0, completed: 0, pending: 0, users: [] });
  });

  it('GET /datasets/{id}/users/progress groups each user’s responses by record and response status', async () => {
    const res = await server.request('GET', `/api/v1/datasets/${fixture.datasetId}/users/progress`);
    expect(res.status).toBe(200);
    const annotatorProgress = res.body.users.find(
      (u: { username: string }) => u.username === fixture.annotator.user.username,
    );
    expect(annotatorProgress).toEqual({
      username: fixture.annotator.user.username,
      completed: { submitted: 1, discarded: 0, draft: 0 },
      pending: { submitted: 0, discarded: 1, draft: 1 },
    });
  });

  it('PATCH /datasets/{id} changes the distribution of an answered dataset and recomputes the statuses', async () => {
    const { datasetId } = fixture;
    const status = async (id: string) => (await server.request('GET', `/api/v1/records/${id}`)).body.status;
    // recordIds[0] has one submitted response (annotator), recordIds[3] one (admin).
    expect(await status(recordIds[0] as string)).toBe('completed');
    const patch = (min: number) =>
      server.request('PATCH', `/api/v1/datasets/${datasetId}`, {
        json: { distribution: { strategy: 'overlap', min_submitted: min } },
      });
    const raised = await patch(2);
    expect(raised.status).toBe(200);
    expect(raised.body.distribution).toEqual({ strategy: 'overlap', min_submitted: 2 });
    await server.tasks.idle();
    expect(await status(recordIds[0] as string)).toBe('pending');
    expect(await status(recordIds[3] as string)).toBe('pending');
    expect((await server.request('GET', `/api/v1/datasets/${datasetId}/progress`)).body).toMatchObject({
      completed: 0,
      pending: 5,
    });
    expect((await patch(1)).status).toBe(200);
    await server.tasks.idle();
    expect(await status(recordIds[0] as string)).toBe('completed');
    expect(await status(recordIds[3] as string)).toBe('completed');
    expect((await server.request('GET', `/api/v1/datasets/${datasetId}/progress`)).body).toMatchObject({
      completed: 2,
      pending: 3,
    });
  });

  it('DELETE /users/{id} takes the user’s responses along and recomputes the statuses they set', async () => {
    const leaving = await server.createUser('annotator', [fixture.workspaceId]);
    const record = recordIds[4] as string;
    const answered = await server.request('POST', `/api/v1/records/${record}/responses`, {
      json: { status: 'submitted', values: { label: { value: 'neutral' } } },
      as: leaving,
    });
    expect(answered.status).toBe(201);
    expect((await server.request('GET', `/api/v1/records/${record}`)).body.status).toBe('completed');
    expect((await server.request('DELETE', `/api/v1/users/${leaving.user.id}`)).status).toBe(200);
    await server.tasks.idle();
    const after = await server.request('GET', `/api/v1/records/${record}`);
    expect(after.body.status).toBe('pending');
    expect(after.body.responses).toEqual([]);
  });

  it('DELETE /datasets/{id} removes the dataset with its records (write access)', async () => {
    expect(
      (await server.request('DELETE', `/api/v1/datasets/${fixture.datasetId}`, { as: fixture.annotator }))
        .status,
    ).toBe(403);
    const res = await server.request('DELETE', `/api/v1/datasets/${fixture.datasetId}`, {
      as: fixture.admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(fixture.datasetId);
    expect((await server.request('GET', `/api/v1/records/${recordIds[0]}`)).status).toBe(404);
    const left = await server.db.selectFrom('responses').select('id').execute();
    expect(left).toEqual([]);
  });
});
