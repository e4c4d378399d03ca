import { describe, expect, it } from 'vitest';
import { openRemoteParquetFile } from './remote-parquet-file';

/** A file served from memory that honours `Range`, counting the requests per range. */
function servedFile(size: number): { fetch: typeof fetch; requests: string[] } {
  const bytes = new Uint8Array(size).map((_, i) => i % 251);
  const requests: string[] = [];
  const serve = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const range = new Headers(init?.headers).get('Range') ?? '';
    requests.push(range);
    const [, start, end] = /bytes=(\d+)-(\d+)/.exec(range) ?? [];
    return new Response(bytes.slice(Number(start), Number(end) + 1), { status: 206 });
  }) as typeof fetch;
  return { fetch: serve, requests };
}

describe('openRemoteParquetFile', () => {
  it('keeps the footer read but no data read: an import reads each data range once, and must not hold the file', async () => {
    const size = 2 * 1024 * 1024;
    const served = servedFile(size);
    const file = await openRemoteParquetFile('http://hub.test/file.parquet', {
      fetch: served.fetch,
      byteLength: size,
    });
    const footer = new Uint8Array(await file.slice(size - 1000));
    expect(footer[0]).toBe((size - 1000) % 251);
    await file.slice(size - 1000, size);
    await file.slice(1000, 5000);
    const data = new Uint8Array(await file.slice(1000, 5000));
    expect(data).toHaveLength(4000);
    expect(data[0]).toBe(1000 % 251);
    expect(served.requests).toEqual([
      `bytes=${size - 1000}-${size - 1}`,
      'bytes=1000-4999',
      'bytes=1000-4999',
    ]);
  });

  it('reads a small file whole, once', async () => {
    const served = servedFile(10_000);
    const file = await openRemoteParquetFile('http://hub.test/small.parquet', {
      fetch: served.fetch,
      byteLength: 10_000,
    });
    await file.slice(100, 200);
    await file.slice(9000);
    expect(served.requests).toEqual(['bytes=0-9999']);
  });
});
