import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isContractError } from '../testing/fuzz/contract-error';
import { createTestServer, testDialects, type TestServer, type TestUser } from '../testing/test-server';
import { startS3StandIn, type S3StandIn } from '../testing/s3-stand-in';

function upload(text: string, type = 'application/json', field = 'file'): FormData {
  const formData = new FormData();
  formData.append(field, new Blob([text], { type }), 'upload.json');
  return formData;
}

const schemaV1 = { name: 'Outcome', columns: { n: { dtype: 'int64', nullable: false } } };
const schemaV2 = { name: 'Outcome', columns: { n: { dtype: 'int64', nullable: true } } };

type Setup = { name: string; start: () => Promise<{ server: TestServer; stop(): Promise<void> }> };

const setups: Setup[] = [
  ...testDialects().map((dialect) => ({
    name: `database store (${dialect})`,
    start: async () => {
      const server = await createTestServer(dialect);
      return { server, stop: () => server.close() };
    },
  })),
  {
    name: 'S3 store (stand-in, sqlite)',
    start: async () => {
      const s3: S3StandIn = await startS3StandIn();
      const server = await createTestServer('sqlite', {
        MARGINALIA_S3_ENDPOINT: s3.endpoint,
        MARGINALIA_S3_ACCESS_KEY: s3.accessKeyId,
        MARGINALIA_S3_SECRET_KEY: s3.secretAccessKey,
      });
      return {
        server,
        stop: async () => {
          await server.close();
          await s3.close();
        },
      };
    },
  },
];

describe.each(setups)('file calls: $name', ({ start }) => {
  let server: TestServer;
  let stop: () => Promise<void>;
  let ws: string;
  let annotator: TestUser;
  let outsider: TestUser;

  beforeAll(async () => {
    ({ server, stop } = await start());
    ws = `team-${Math.random().toString(36).slice(2, 8)}`;
    const created = await server.request('POST', '/api/v1/workspaces', { json: { name: ws } });
    annotator = await server.createUser('annotator', [created.body.id]);
    outsider = await server.createUser('admin');
  });
  afterAll(async () => stop());

  it('stores schema versions and serves each with its version headers', async () => {
    const first = await server.request('POST', `/api/v1/file/${ws}/schemas/Outcome`, {
      formData: upload(JSON.stringify(schemaV1)),
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      bucket_name: ws,
      object_name: 'schemas/Outcome',
      is_latest: true,
      size: JSON.stringify(schemaV1).length,
      content_type: 'application/json',
      version_tag: 'v1',
      metadata: null,
    });
    expect(first.body.etag).toMatch(/^[0-9a-f]{32}$/);
    expect(first.body.last_modified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    const second = await server.request('POST', `/api/v1/file/${ws}/schemas/Outcome`, {
      formData: upload(JSON.stringify(schemaV2)),
    });
    expect(second.body).toMatchObject({ version_tag: 'v2', is_latest: true });

    const latest = await server.request('GET', `/api/v1/file/${ws}/schemas/Outcome`, { as: annotator });
    expect(latest.status).toBe(200);
    expect(latest.body).toEqual(schemaV2);
    expect(latest.headers.get('content-type')).toBe('application/json');
    expect(latest.headers.get('version-id')).toBe(second.body.version_id);
    expect(latest.headers.get('version-tag')).toBe('v2');
    expect(latest.headers.get('is-latest')).toBe('true');
    expect(latest.headers.get('etag')).toBe(second.body.etag);
    expect(latest.headers.get('last-modified')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const old = await server.request(
      'GET',
      `/api/v1/file/${ws}/schemas/Outcome?version_id=${first.body.version_id}`,
    );
    expect(old.body).toEqual(schemaV1);
    expect(old.headers.get('version-tag')).toBe('v1');
    expect(old.headers.get('is-latest')).toBe('false');

    // An unknown version falls back to the latest, as the original server does.
    const unknown = await server.request('GET', `/api/v1/file/${ws}/schemas/Outcome?version_id=gone`);
    expect(unknown.headers.get('version-tag')).toBe('v2');
  });

  it('lists objects with their versions, latest only when include_version=false', async () => {
    await server.request('POST', `/api/v1/file/${ws}/schemas/Study`, {
      formData: upload('{"name":"Study"}'),
    });
    await server.request('POST', `/api/v1/file/${ws}/schemas/nested/Deep`, { formData: upload('{}') });
    const listed = await server.request('GET', `/api/v1/files/${ws}/schemas/`, { as: annotator });
    expect(listed.status).toBe(200);
    expect(
      listed.body.objects.map((o: { object_name: string; version_tag: string; is_latest: boolean }) => [
        o.object_name,
        o.version_tag,
        o.is_latest,
      ]),
    ).toEqual([
      ['schemas/Outcome', 'v1', false],
      ['schemas/Outcome', 'v2', true],
      ['schemas/Study', 'v1', true],
      ['schemas/nested/Deep', 'v1', true],
    ]);
    const latestOnly = await server.request(
      'GET',
      `/api/v1/files/${ws}/schemas/?include_version=false&recursive=false`,
    );
    expect(
      latestOnly.body.objects.map((o: { object_name: string; version_id: string | null }) => [
        o.object_name,
        o.version_id,
      ]),
    ).toEqual([
      ['schemas/Outcome', null],
      ['schemas/Study', null],
    ]);
    const after = await server.request('GET', `/api/v1/files/${ws}/schemas/?start_after=schemas/Outcome`);
    expect(after.body.objects.map((o: { object_name: string }) => o.object_name)).toEqual([
      'schemas/Study',
      'schemas/nested/Deep',
    ]);
    expect((await server.request('GET', `/api/v1/files/${ws}`)).body.objects).toHaveLength(4);
  });

  it('serves byte ranges of a file (206, Content-Range) and 416 past the end', async () => {
    await server.request('POST', `/api/v1/file/${ws}/pdf/doc-1`, {
      formData: upload('%PDF-0123456789', 'application/pdf'),
    });
    const part = await server.request('GET', `/api/v1/file/${ws}/pdf/doc-1`, {
      headers: { Range: 'bytes=5-8' },
    });
    expect(part.status).toBe(206);
    expect(part.body).toBe('0123');
    expect(part.headers.get('content-range')).toBe('bytes 5-8/15');
    expect(part.headers.get('content-type')).toBe('application/pdf');
    const past = await server.request('GET', `/api/v1/file/${ws}/pdf/doc-1`, {
      headers: { Range: 'bytes=99-' },
    });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe('bytes */15');
  });

  it('deletes one version or the whole object', async () => {
    const v1 = await server.request('POST', `/api/v1/file/${ws}/schemas/Temp`, {
      formData: upload('{"v":1}'),
    });
    const v2 = await server.request('POST', `/api/v1/file/${ws}/schemas/Temp`, {
      formData: upload('{"v":2}'),
    });
    const gone = await server.request(
      'DELETE',
      `/api/v1/file/${ws}/schemas/Temp?version_id=${v2.body.version_id}`,
    );
    expect(gone).toMatchObject({ status: 200, body: { message: 'File deleted' } });
    const now = await server.request('GET', `/api/v1/file/${ws}/schemas/Temp`);
    expect(now.headers.get('version-id')).toBe(v1.body.version_id);
    expect(now.headers.get('is-latest')).toBe('true');
    await server.request('DELETE', `/api/v1/file/${ws}/schemas/Temp`);
    const missing = await server.request('GET', `/api/v1/file/${ws}/schemas/Temp`);
    expect(missing).toMatchObject({
      status: 404,
      body: { detail: "No object at path 'schemas/Temp' was found" },
    });
  });

  it('answers the contract errors: 401, 403 for outsiders, 404 for an unknown bucket, 422 without a file', async () => {
    expect((await server.request('GET', `/api/v1/file/${ws}/schemas/Outcome`, { as: null })).status).toBe(
      401,
    );
    expect((await server.request('GET', `/api/v1/file/${ws}/schemas/Outcome`, { as: outsider })).status).toBe(
      403,
    );
    expect(
      (
        await server.request('POST', `/api/v1/file/${ws}/schemas/X`, {
          formData: upload('{}'),
          as: annotator,
        })
      ).status,
    ).toBe(403);
    expect((await server.request('GET', '/api/v1/files/no-such-ws/schemas/')).body).toEqual({
      detail:
        "Bucket 'no-such-ws' not found, please run `rg.Workspace.create('no-such-ws')` to create the S3 bucket.",
    });
    expect((await server.request('GET', '/api/v1/files/no-such-ws/', { as: outsider })).status).toBe(403);
    const noFile = await server.request('POST', `/api/v1/file/${ws}/schemas/X`, {
      formData: upload('{}', 'application/json', 'other'),
    });
    expect(noFile.status).toBe(422);
    expect(noFile.body.detail.params.errors[0]).toMatchObject({ type: 'missing', loc: ['body', 'file'] });
    const json = await server.request('POST', `/api/v1/file/${ws}/schemas/X`, { json: { file: 'x' } });
    expect(json.status).toBe(422);
    const badFlag = await server.request('GET', `/api/v1/files/${ws}/?recursive=maybe`);
    expect(badFlag.status).toBe(422);
    expect(badFlag.body.detail.params.errors[0].loc).toEqual(['query', 'recursive']);
  });
});

describe('file uploads with malformed multipart bodies (sqlite)', () => {
  let server: TestServer;
  let ws: string;
  beforeAll(async () => {
    server = await createTestServer('sqlite');
    ws = 'fuzz-files';
    await server.request('POST', '/api/v1/workspaces', { json: { name: ws } });
  });
  afterAll(async () => server?.close());

  it('never answers 5xx and always a contract error body or a stored version (600 requests)', async () => {
    const boundary = fc.stringMatching(/^[A-Za-z0-9'()+_,./:=? -]{0,70}$/);
    const part = fc.record({
      name: fc.oneof(fc.constant('file'), fc.string({ maxLength: 10 })),
      filename: fc.option(fc.string({ maxLength: 20 })),
      type: fc.option(fc.constantFrom('application/json', 'text/plain', '', 'x/\u0000')),
      content: fc.string({ maxLength: 200 }),
    });
    const path = fc.oneof(
      fc.constant('schemas/Fuzz'),
      fc.string({ minLength: 1, maxLength: 30 }).map((s) => `schemas/${encodeURIComponent(s)}`),
      fc.constant('x'.repeat(1100)),
    );
    await fc.assert(
      fc.asyncProperty(
        boundary,
        fc.array(part, { maxLength: 3 }),
        fc.boolean(),
        path,
        async (b, parts, truncate, p) => {
          let body = parts
            .map(
              (x) =>
                `--${b}\r\nContent-Disposition: form-data; name="${x.name}"${x.filename === null ? '' : `; filename="${x.filename}"`}\r\n` +
                `${x.type === null ? '' : `Content-Type: ${x.type}\r\n`}\r\n${x.content}\r\n`,
            )
            .join('');
          body += truncate ? `--${b}` : `--${b}--\r\n`;
          const res = await server.request('POST', `/api/v1/file/${ws}/${p}`, {
            body,
            headers: { 'Content-Type': `multipart/form-data; boundary=${b}` },
          });
          if (res.status === 200) return typeof res.body.version_id === 'string';
          return res.status < 500 && isContractError(res.body);
        },
      ),
      { numRuns: 600 },
    );
  });
});
