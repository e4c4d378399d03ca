import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import { startS3StandIn, type S3StandIn } from '../testing/s3-stand-in';
import { createDatabaseObjectStore } from './database-object-store';
import { md5Hex, RangeNotSatisfiableError, type ObjectStore } from './object-store';
import { createS3ObjectStore } from './s3-object-store';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (body: Uint8Array) => new TextDecoder().decode(body);

interface Harness {
  store: ObjectStore;
  close(): Promise<void>;
}

const harnesses: [string, () => Promise<Harness>][] = [
  ...testDialects().map((dialect): [string, () => Promise<Harness>] => [
    `database (${dialect})`,
    async () => {
      const server: TestServer = await createTestServer(dialect);
      return { store: createDatabaseObjectStore(server.db), close: () => server.close() };
    },
  ]),
  [
    's3 (stand-in, pages of 2)',
    async () => {
      const s3: S3StandIn = await startS3StandIn({ pageSize: 2 });
      const store = createS3ObjectStore({
        endpoint: s3.endpoint,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
      });
      return {
        store,
        close: async () => {
          await store.close();
          await s3.close();
        },
      };
    },
  ],
];

describe.each(harnesses)('object store: %s', (_name, start) => {
  let harness: Harness;
  let store: ObjectStore;
  beforeAll(async () => {
    harness = await start();
    store = harness.store;
  });
  afterAll(async () => harness.close());

  it('stores versions: each put is the new latest, older ones stay readable', async () => {
    const first = await store.put({
      bucket: 'team-a',
      key: 'schemas/Outcome',
      body: bytes('{"v":1}'),
      contentType: 'application/json',
      metadata: { author: 'ana' },
    });
    const second = await store.put({ bucket: 'team-a', key: 'schemas/Outcome', body: bytes('{"v":2}') });
    expect(first).toMatchObject({
      bucket: 'team-a',
      key: 'schemas/Outcome',
      etag: md5Hex(bytes('{"v":1}')),
      size: 7,
      contentType: 'application/json',
      isLatest: true,
      metadata: { author: 'ana' },
    });
    expect(second.versionId).not.toBe(first.versionId);
    expect(second.contentType).toBe('application/octet-stream');

    const latest = await store.get('team-a', 'schemas/Outcome');
    expect(text(latest!.body)).toBe('{"v":2}');
    expect(latest).toMatchObject({ versionId: second.versionId, isLatest: true });
    const older = await store.get('team-a', 'schemas/Outcome', { versionId: first.versionId });
    expect(text(older!.body)).toBe('{"v":1}');
    expect(older).toMatchObject({
      isLatest: false,
      metadata: { author: 'ana' },
      contentType: 'application/json',
    });
    expect(await store.head('team-a', 'schemas/Outcome', { versionId: first.versionId })).toMatchObject({
      size: 7,
      isLatest: false,
    });
  });

  it('answers null for a missing bucket, key or version', async () => {
    expect(await store.get('no-such-bucket', 'x')).toBeNull();
    expect(await store.get('team-a', 'schemas/missing')).toBeNull();
    expect(await store.head('team-a', 'schemas/Outcome', { versionId: 'not-a-version' })).toBeNull();
    expect(await store.listVersions('no-such-bucket')).toEqual([]);
  });

  it('reads byte ranges (inclusive, clipped at the end) and refuses a range past the end', async () => {
    await store.put({
      bucket: 'team-b',
      key: 'pdf/doc',
      body: bytes('0123456789'),
      contentType: 'application/pdf',
    });
    const part = await store.get('team-b', 'pdf/doc', { range: { start: 2, end: 5 } });
    expect(text(part!.body)).toBe('2345');
    expect(part!.range).toEqual({ start: 2, end: 5 });
    expect(part!.size).toBe(10);
    const tail = await store.get('team-b', 'pdf/doc', { range: { start: 7, end: 99 } });
    expect(text(tail!.body)).toBe('789');
    expect(tail!.range).toEqual({ start: 7, end: 9 });
    await expect(store.get('team-b', 'pdf/doc', { range: { start: 10 } })).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );
  });

  it('lists every version under a prefix by key then age, with startAfter, across pages', async () => {
    for (const key of ['schemas/B', 'schemas/A', 'schemas/A', 'schemas/A_old', 'other/x', 'schemas%/y'])
      await store.put({ bucket: 'team-c', key, body: bytes(key) });
    const listed = await store.listVersions('team-c', { prefix: 'schemas/' });
    expect(listed.map((v) => [v.key, v.isLatest])).toEqual([
      ['schemas/A', false],
      ['schemas/A', true],
      ['schemas/A_old', true],
      ['schemas/B', true],
    ]);
    expect(listed[0]!.lastModified.getTime()).toBeLessThanOrEqual(listed[1]!.lastModified.getTime());
    expect(
      (await store.listVersions('team-c', { prefix: 'schemas/', startAfter: 'schemas/A_old' })).map(
        (v) => v.key,
      ),
    ).toEqual(['schemas/B']);
    // Prefixes match literally and with case.
    expect(await store.listVersions('team-c', { prefix: 'SCHEMAS/' })).toEqual([]);
    expect((await store.listVersions('team-c', { prefix: 'schemas%' })).map((v) => v.key)).toEqual([
      'schemas%/y',
    ]);
    expect((await store.listVersions('team-c')).length).toBe(6);
  });

  it('deletes one version (the previous becomes latest) or the whole object', async () => {
    const v1 = await store.put({ bucket: 'team-d', key: 'schemas/S', body: bytes('1') });
    const v2 = await store.put({ bucket: 'team-d', key: 'schemas/S', body: bytes('2') });
    await store.put({ bucket: 'team-d', key: 'schemas/S2', body: bytes('other') });
    expect(await store.delete('team-d', 'schemas/S', { versionId: v2.versionId })).toBe(1);
    expect(await store.get('team-d', 'schemas/S')).toMatchObject({ versionId: v1.versionId, isLatest: true });
    expect(await store.delete('team-d', 'schemas/S', { versionId: v2.versionId })).toBe(0);
    await store.put({ bucket: 'team-d', key: 'schemas/S', body: bytes('3') });
    expect(await store.delete('team-d', 'schemas/S')).toBe(2);
    expect(await store.get('team-d', 'schemas/S')).toBeNull();
    expect(text((await store.get('team-d', 'schemas/S2'))!.body)).toBe('other');
    expect(await store.delete('team-d', 'schemas/S')).toBe(0);
  });

  it('keeps binary bytes intact', async () => {
    const body = new Uint8Array(70_000).map((_, i) => (i * 31) % 256);
    const stored = await store.put({ bucket: 'team-e', key: 'pdf/blob', body });
    expect(stored.etag).toBe(md5Hex(body));
    const read = await store.get('team-e', 'pdf/blob');
    expect(Buffer.from(read!.body).equals(Buffer.from(body))).toBe(true);
    const slice = await store.get('team-e', 'pdf/blob', { range: { start: 65_536 } });
    expect(Buffer.from(slice!.body).equals(Buffer.from(body.subarray(65_536)))).toBe(true);
  });
});
