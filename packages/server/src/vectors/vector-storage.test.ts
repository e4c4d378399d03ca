import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDialects, type TestServer } from '../testing/test-server';
import {
  DummyDriver,
  Kysely,
  sql,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type { Database } from '../db/schema';
import { withQueryVector } from '../db/sqlite-vector-functions';
import { nearestNeighbours } from './vector-index-cache';
import { hnswIndexName, hnswIndexStatement, pgvectorAvailable, pgvectorColumnPresent } from '../db/pgvector';
import { decodeVector, encodeVector, realArrayBinary, vectorColumns, vectorNorm } from '../db/vector-values';
import { printFloat32s, shortestFloat32 } from '../db/float32-decimal';

describe('vector values', () => {
  it('stores float32 and reads back the shortest decimal of each float32', () => {
    const blob = encodeVector('sqlite', [0.1, -2.5, 1 / 3]);
    expect(blob).toBeInstanceOf(Uint8Array);
    expect((blob as Uint8Array).byteLength).toBe(12);
    expect(decodeVector(blob)).toEqual([0.1, -2.5, 0.33333334]);
    expect(decodeVector(encodeVector('postgres', [0.5, 2]))).toEqual([0.5, 2]);
    expect(shortestFloat32(Math.fround(0.7))).toBe(0.7);
    expect(vectorNorm([3, 4])).toBe(5);
    // PostgreSQL is sent a binary real[] (array_send's layout), the values rounded to float32.
    const sent = [0.1, -2.5, 1 / 3, 1e-7];
    const columns = vectorColumns('postgres', sent);
    expect(columns.norm).toBe(vectorNorm(sent));
    expect(columns.value).toEqual(realArrayBinary(sent));
  });

  it("writes a real[] in PostgreSQL's binary form", () => {
    const bytes = realArrayBinary([0.1, -2.5, 1e39]);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // One dimension, no nulls, float4 elements, three of them from index 1.
    expect([0, 4, 8, 12, 16].map((at) => view.getInt32(at))).toEqual([1, 0, 700, 3, 1]);
    expect(bytes.byteLength).toBe(20 + 3 * 8);
    const elements = [0, 1, 2].map((i) => [view.getInt32(20 + i * 8), view.getFloat32(24 + i * 8)]);
    expect(elements).toEqual([
      [4, Math.fround(0.1)],
      [4, -2.5],
      [4, Infinity],
    ]);
    // An empty array has no dimensions.
    const empty = realArrayBinary([]);
    expect(empty.byteLength).toBe(12);
    expect([0, 4, 8].map((at) => empty.readInt32BE(at))).toEqual([0, 0, 700]);
  });

  it('formats every float32 as toPrecision would, at the fewest digits that read back', () => {
    // The reference: toPrecision at 1, 2, … digits (what shortestFloat32 computes faster).
    const reference = (value: number): number => {
      if (!Number.isFinite(value) || value === 0) return value;
      for (let digits = 1; digits < 9; digits += 1) {
        const candidate = Number(value.toPrecision(digits));
        if (Math.fround(candidate) === value) return candidate;
      }
      return Number(value.toPrecision(9));
    };
    const bits = new Uint32Array(1);
    const float = new Float32Array(bits.buffer);
    const values: number[] = [];
    let seed = 12345;
    for (let i = 0; i < 100_000; i += 1) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      bits[0] = seed;
      values.push(float[0] as number, Math.fround(seed / 2 ** 31 - 1));
    }
    for (let e = -150; e < 128; e += 1) values.push(Math.fround(2 ** e), Math.fround(-(2 ** e)));
    // Powers of two and their float32 neighbours: there the values reading back are not centred on the value.
    for (let e = -149; e < 128; e += 1) {
      for (let step = -3; step <= 3; step += 1) {
        float[0] = 2 ** e;
        bits[0] = (bits[0] as number) + step;
        if (Number.isFinite(float[0])) values.push(float[0] as number, -(float[0] as number));
      }
    }
    for (let e = -45; e < 39; e += 1) for (let m = 1; m < 200; m += 1) values.push(Math.fround(m * 10 ** e));
    for (let i = 0; i < 20_000; i += 1) values.push(Math.fround(i / 1000), Math.fround(i / 1024));
    const wrong = values.filter((v) => !Object.is(shortestFloat32(v), reference(v)));
    expect(wrong.slice(0, 5)).toEqual([]);
    // Printed as bytes from the digits found: the text JSON.stringify prints for the same numbers.
    const special = [
      0,
      -0,
      Infinity,
      -Infinity,
      NaN,
      1e39,
      -1e39,
      1e21,
      1e22,
      3e20,
      -1.2e20,
      123456.7,
      123456789,
      1e-6,
      1.5e-7,
      2 ** -149,
    ];
    for (let at = 0; at < values.length; at += 4096) {
      const sent = [...values.slice(at, at + 4096), ...special];
      const printed = printFloat32s(sent);
      const expected = sent.map((v) => shortestFloat32(Math.fround(v)));
      expect(printed.values).toEqual(expected);
      expect(printed.json).toBe(JSON.stringify(expected));
    }
  });

  it('builds a partial HNSW index per vector setting from validated values only', () => {
    const db = new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    const id = '5F0B7BB2-52F6-4B1A-A3B4-7E4A2B0A1E2F';
    const statement = hnswIndexStatement(id, 768)?.compile(db).sql.replace(/\s+/g, ' ');
    expect(statement).toBe(
      `create index if not exists "${hnswIndexName(id)}" on vectors using hnsw ((embedding::vector(768)) vector_cosine_ops) where vector_settings_id = '5f0b7bb2-52f6-4b1a-a3b4-7e4a2b0a1e2f'`,
    );
    expect(hnswIndexName(id)).toBe('vectors_hnsw_5f0b7bb252f64b1aa3b47e4a2b0a1e2f');
    expect(hnswIndexStatement(id, 4096)).toBeNull();
    expect(() => hnswIndexStatement("x'; drop table vectors; --", 3)).toThrow('Not a vector settings id');
  });

  it('ranks a matrix by cosine with a bounded heap: ties by id order, zero vectors last, filters honoured', () => {
    const matrix = {
      revision: 1,
      dimensions: 2,
      recordIds: ['a', 'b', 'c', 'd', 'e'],
      norms: Float64Array.from([1, 1, 0, 1, Math.SQRT2]),
      values: Float32Array.from([1, 0, 1, 0, 0, 0, 0, 1, 1, 1]),
    };
    const ids = (n: { recordId: string }[]) => n.map((x) => x.recordId);
    expect(ids(nearestNeighbours(matrix, [1, 0], 5, null, null))).toEqual(['a', 'b', 'e', 'd', 'c']);
    expect(nearestNeighbours(matrix, [1, 0], 5, null, null)[4]).toEqual({ recordId: 'c', cosine: null });
    expect(ids(nearestNeighbours(matrix, [1, 0], 2, null, 'a'))).toEqual(['b', 'e']);
    expect(ids(nearestNeighbours(matrix, [0, 1], 2, new Set(['a', 'd', 'e']), null))).toEqual(['d', 'e']);
    expect(nearestNeighbours(matrix, [1, 0], 0, null, null)).toEqual([]);
  });

  it('reads a BLOB that is not 4-byte aligned', () => {
    const aligned = encodeVector('sqlite', [1.5, -3]) as Uint8Array;
    const shifted = new Uint8Array(aligned.byteLength + 1).subarray(1);
    shifted.set(aligned);
    expect(decodeVector(shifted)).toEqual([1.5, -3]);
  });
});

describe.each(testDialects())('vector storage and similarity (%s)', (dialect) => {
  let server: TestServer;
  let datasetId: string;
  let ids: string[];
  const similar = (vector: Record<string, unknown>, query = '', extra: Record<string, unknown> = {}) =>
    server.request('POST', `/api/v1/datasets/${datasetId}/records/search${query}`, {
      json: { query: { vector: { name: 'v', ...vector } }, ...extra },
    });

  beforeAll(async () => {
    server = await createTestServer(dialect);
    const workspace = await server.request('POST', '/api/v1/workspaces', { json: { name: 'vec' } });
    const dataset = await server.request('POST', '/api/v1/datasets', {
      json: { name: 'vectors', workspace_id: workspace.body.id },
    });
    datasetId = dataset.body.id;
    const base = `/api/v1/datasets/${datasetId}`;
    await server.request('POST', `${base}/fields`, {
      json: { name: 'text', title: 'T', required: true, settings: { type: 'text' } },
    });
    await server.request('POST', `${base}/questions`, {
      json: { name: 'q', title: 'Q', required: true, settings: { type: 'text' } },
    });
    await server.request('POST', `${base}/metadata-properties`, {
      json: { name: 'half', title: 'Half', settings: { type: 'terms', values: ['a', 'b'] } },
    });
    await server.request('POST', `${base}/vectors-settings`, {
      json: { name: 'v', title: 'V', dimensions: 2 },
    });
    await server.request('PUT', `${base}/publish`);
    ids = [];
    // 1,002 records on a circle: angle i/1000 rad, so similarity to [1, 0] falls with i.
    for (let start = 0; start < 1002; start += 500) {
      const items = Array.from({ length: Math.min(500, 1002 - start) }, (_, k) => {
        const i = start + k;
        return {
          fields: { text: `point ${i}` },
          metadata: { half: i % 2 === 0 ? 'a' : 'b' },
          vectors: { v: [Math.cos(i / 1000), Math.sin(i / 1000)] },
        };
      });
      const res = await server.request('POST', `${base}/records/bulk`, { json: { items } });
      expect(res.status).toBe(201);
      ids.push(...res.body.items.map((r: { id: string }) => r.id));
    }
  });
  afterAll(async () => server?.close());

  it('stores float32 values with their norm and returns what was sent', async () => {
    const row = await server.db
      .selectFrom('vectors')
      .select(['value', 'norm'])
      .where('record_id', '=', ids[0] as string)
      .executeTakeFirstOrThrow();
    if (dialect === 'sqlite') expect((row.value as Uint8Array).byteLength).toBe(8);
    else expect(row.value).toEqual([1, 0]);
    expect(Number(row.norm)).toBeCloseTo(1, 6);
    const record = await server.request('GET', `/api/v1/records/${ids[3]}`);
    expect(record.body.vectors.v).toEqual(
      [Math.fround(Math.cos(0.003)), Math.fround(Math.sin(0.003))].map(shortestFloat32),
    );
  });

  it('ranks most and least similar with query_score = (1 + cosine) / 2', async () => {
    const most = await similar({ value: [1, 0] }, '?limit=3');
    expect(most.body.items.map((i: { record: { id: string } }) => ids.indexOf(i.record.id))).toEqual([
      0, 1, 2,
    ]);
    expect(most.body.items[0].query_score).toBeCloseTo(1, 5);
    expect(most.body.items[1].query_score).toBeCloseTo((1 + Math.cos(0.001)) / 2, 5);
    const least = await similar({ value: [1, 0], order: 'least_similar' }, '?limit=2');
    expect(least.body.items.map((i: { record: { id: string } }) => ids.indexOf(i.record.id))).toEqual([
      1001, 1000,
    ]);
  });

  it('retrieves at most min(offset + limit, 1000) neighbours, then applies the offset', async () => {
    const page = await similar({ value: [1, 0] }, '?offset=990&limit=50');
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(1000);
    expect(page.body.items).toHaveLength(10);
    expect(ids.indexOf(page.body.items[9].record.id)).toBe(999);
  });

  it('uses filters as pre-filters and excludes the reference record', async () => {
    const filtered = await similar({ record_id: ids[0] }, '?limit=3', {
      filters: {
        and: [{ type: 'terms', scope: { entity: 'metadata', metadata_property: 'half' }, values: ['a'] }],
      },
    });
    expect(filtered.body.items.map((i: { record: { id: string } }) => ids.indexOf(i.record.id))).toEqual([
      2, 4, 6,
    ]);
  });

  it('follows vector changes and deletions (the in-memory matrix reloads on every revision)', async () => {
    const top = async () =>
      ids.indexOf((await similar({ value: [0, 1] }, '?limit=1')).body.items[0].record.id);
    expect(await top()).toBe(1001);
    expect(
      (await server.request('PATCH', `/api/v1/records/${ids[500]}`, { json: { vectors: { v: [0, 1] } } }))
        .status,
    ).toBe(200);
    expect(await top()).toBe(500);
    expect((await server.request('DELETE', `/api/v1/records/${ids[500]}`)).status).toBe(200);
    expect(await top()).toBe(1001);
  });

  it('computes cosine in SQL too (SQLite mg_cosine for uncached settings, PostgreSQL without pgvector)', async () => {
    const record = ids[1001] as string;
    const row =
      dialect === 'sqlite'
        ? await withQueryVector([0, 2], (token) =>
            sql<{
              c: number;
            }>`select mg_cosine(value, norm, ${token}) as c from vectors where record_id = ${record}`.execute(
              server.db,
            ),
          )
        : await sql<{
            c: number;
          }>`select (select sum(a::float8 * b::float8) from unnest(value, '{0,2}'::real[]) as t(a, b))
            / nullif(norm * 2, 0) as c from vectors where record_id = ${record}`.execute(server.db);
    expect(Number(row.rows[0]?.c)).toBeCloseTo(Math.sin(1.001), 6);
  });

  it('refuses vector values a float32 cannot hold (422 shape A)', async () => {
    const res = await similar({ value: [1e300, 0] });
    expect(res.status).toBe(422);
    expect(res.body.detail.params.errors[0]).toMatchObject({
      type: 'finite_number',
      msg: 'Input should be a finite number',
    });
  });

  it('detects pgvector: absent on this server, so ranking uses the in-memory matrix', async () => {
    const available = dialect === 'postgres' ? await pgvectorAvailable(server.db) : false;
    expect(await pgvectorColumnPresent(server.db)).toBe(available);
  });
});
