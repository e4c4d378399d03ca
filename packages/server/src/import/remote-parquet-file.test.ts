import { describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HubReadError, openRemoteParquetFile, withRetries } from './remote-parquet-file';

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

describe('withRetries', () => {
  const noSleep = async () => undefined;

  it('names a dropped connection whether undici reports it mid-body or, wrapped in "fetch failed", before the headers', async () => {
    const midBody = async () => {
      throw new TypeError('terminated', { cause: new Error('other side closed') });
    };
    const beforeHeaders = async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      });
    };
    for (const read of [midBody, beforeHeaders]) {
      await expect(
        withRetries('a parquet file', read, noSleep, 'the connection was dropped mid-file'),
      ).rejects.toThrow(
        'The hub failed to send a parquet file after 3 attempts (the connection was dropped mid-file)',
      );
      await expect(withRetries('a listing', read, noSleep)).rejects.toThrow(
        'The hub failed to send a listing after 3 attempts (the connection was dropped)',
      );
    }
  });

  it('reports a server that closes the connection before answering as a dropped connection (real fetch)', async () => {
    const server = createServer((request) => request.socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/file.parquet`;
    try {
      await expect(withRetries('a parquet file', () => fetch(url), noSleep)).rejects.toThrow(
        '(the connection was dropped)',
      );
    } finally {
      server.close();
    }
  });

  it('keeps any other reason as it is, and stops at once on a 4xx', async () => {
    let reads = 0;
    const refused = async () => {
      reads += 1;
      throw new TypeError('fetch failed', { cause: new Error('getaddrinfo ENOTFOUND hub.test') });
    };
    await expect(withRetries('a parquet file', refused, noSleep)).rejects.toThrow(
      'after 3 attempts (fetch failed)',
    );
    expect(reads).toBe(3);
    reads = 0;
    const gone = async () => {
      reads += 1;
      throw new HubReadError('status 404 for http://hub.test/file.parquet');
    };
    await expect(withRetries('a parquet file', gone, noSleep)).rejects.toThrow(
      'status 404 for http://hub.test/file.parquet',
    );
    expect(reads).toBe(1);
  });
});
