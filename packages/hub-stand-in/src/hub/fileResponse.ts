import type { FileFault } from '../catalog/StandInDataset';
import { closeSync, openSync, readSync } from 'node:fs';

/** What to send for one file: its bytes come from a path on disk or from memory. */
export interface FileSource {
  size: number;
  sha256: string;
  read(start: number, end: number): Uint8Array<ArrayBuffer>;
}

export function diskSource(path: string, size: number, sha256: string): FileSource {
  return {
    size,
    sha256,
    read(start, end) {
      const buffer = new Uint8Array(end - start);
      const fd = openSync(path, 'r');
      try {
        readSync(fd, buffer, 0, buffer.length, start);
      } finally {
        closeSync(fd);
      }
      return buffer;
    },
  };
}

export function memorySource(content: Uint8Array, sha256: string): FileSource {
  return { size: content.length, sha256, read: (start, end) => new Uint8Array(content.subarray(start, end)) };
}

/** Counts data reads per file, for the `flaky` fault (every other one fails). */
const dataReads = new Map<string, number>();

/**
 * A file download as the hub's `resolve` answers it: `Accept-Ranges`, an `ETag` (the LFS sha256), `206` with
 * `Content-Range` for a `Range` request. A fault applies to data reads only: ranges that stop before the end of
 * the file (a reader's footer read always reaches the end).
 */
export function fileResponse(
  request: Request,
  source: FileSource,
  fault?: FileFault,
  dropConnection: () => void = () => undefined,
): Response {
  const headers = new Headers({
    'Accept-Ranges': 'bytes',
    ETag: `"${source.sha256}"`,
    'X-Linked-ETag': `"${source.sha256}"`,
    'Content-Type': 'application/octet-stream',
    'Access-Control-Expose-Headers': 'Content-Range, Content-Length, ETag, Accept-Ranges',
  });
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.get('Range') ?? '');
  if (request.method === 'HEAD') {
    headers.set('Content-Length', String(source.size));
    return new Response(null, { status: 200, headers });
  }
  if (!range) {
    headers.set('Content-Length', String(source.size));
    return new Response(source.read(0, source.size), { status: 200, headers });
  }
  const start = Number(range[1]);
  const end = Math.min(range[2] ? Number(range[2]) : source.size - 1, source.size - 1);
  if (start > end || start >= source.size) {
    headers.set('Content-Range', `bytes */${source.size}`);
    return new Response(null, { status: 416, headers });
  }
  const isDataRead = end < source.size - 1;
  if (fault && isDataRead) {
    const faulty = faultResponse(fault, source, start, end, headers, dropConnection);
    if (faulty) return faulty;
  }
  headers.set('Content-Range', `bytes ${start}-${end}/${source.size}`);
  headers.set('Content-Length', String(end - start + 1));
  return new Response(source.read(start, end + 1), { status: 206, headers });
}

function faultResponse(
  fault: FileFault,
  source: FileSource,
  start: number,
  end: number,
  headers: Headers,
  dropConnection: () => void,
): Response | undefined {
  if (fault === 'flaky') {
    const count = (dataReads.get(source.sha256) ?? 0) + 1;
    dataReads.set(source.sha256, count);
    if (count % 2 === 0) return undefined;
  }
  if (fault === 'status-500' || fault === 'flaky') {
    return new Response("Internal Error - We're working hard to fix this as soon as possible!", {
      status: 500,
      headers: { 'Content-Type': 'text/plain' },
    });
  }
  // Half of the bytes, then the stream errors: the server drops the connection mid-body.
  const bytes = source.read(start, end + 1);
  const half = bytes.subarray(0, Math.floor(bytes.length / 2));
  headers.set('Content-Range', `bytes ${start}-${end}/${source.size}`);
  headers.set('Content-Length', String(bytes.length));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(half);
      setTimeout(dropConnection, 20);
    },
  });
  return new Response(body, { status: 206, headers });
}
