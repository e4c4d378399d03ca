import { cachedAsyncBuffer, type AsyncBuffer } from 'hyparquet';

/** Attempts per read before a hub fault fails the job (a 500 or a dropped connection is often passing). */
const ATTEMPTS = 3;

/** Pause before the second and third attempt. */
const BACKOFF_MS = [200, 1000];

/** A read of the hub that failed for good, with a message fit for the job's reason. */
export class HubReadError extends Error {}

/**
 * Runs one read of the hub up to 3 times with backoff; a 4xx (reported as a `HubReadError` naming the status) is
 * final at once. A stale keep-alive connection or a passing 500 then costs a retry, not the job. A read that failed
 * for good names its reason; a dropped connection is named `dropped`.
 */
export async function withRetries<T>(
  what: string,
  read: () => Promise<T>,
  sleep: (ms: number) => Promise<void>,
  dropped = 'the connection was dropped',
): Promise<T> {
  let last: unknown;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) await sleep(BACKOFF_MS[attempt - 1] ?? 1000);
    try {
      return await read();
    } catch (error) {
      if (error instanceof HubReadError && /status 4\d\d/.test(error.message)) throw error;
      last = error;
    }
  }
  const message = last instanceof Error ? last.message : String(last);
  const cause = DROPPED.test(withCauses(last)) ? dropped : message;
  throw new HubReadError(`The hub failed to send ${what} after ${ATTEMPTS} attempts (${cause})`);
}

/**
 * How undici reports a dropped connection: a body cut off mid-way as "terminated"; a reset that reaches the client
 * before it has read the answer's headers (a reset discards what was not read yet) as "fetch failed" caused by
 * "other side closed" or ECONNRESET.
 */
const DROPPED = /terminated|other side closed|ECONNRESET|socket hang up/i;

/** An error's message with those of its causes and their codes, where the reason of a failed fetch lies. */
function withCauses(error: unknown): string {
  const parts: string[] = [];
  for (let at = error, depth = 0; at !== undefined && at !== null && depth < 5; depth++) {
    if (!(at instanceof Error)) {
      parts.push(String(at));
      break;
    }
    parts.push(at.message, String((at as { code?: unknown }).code ?? ''));
    at = at.cause;
  }
  return parts.join(' ');
}

/**
 * A parquet file on the hub as hyparquet's `AsyncBuffer`: each slice is one `Range` request, retried (the whole
 * request, body included, so a connection dropped mid-body is retried too) with backoff. Only the footer is cached.
 */
export async function openRemoteParquetFile(
  url: string,
  options: { fetch?: typeof fetch; sleep?: (ms: number) => Promise<void>; byteLength?: number } = {},
): Promise<AsyncBuffer> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const byteLength =
    options.byteLength ??
    (await withRetries(
      'the size of a parquet file',
      async () => {
        const res = await doFetch(url, { method: 'HEAD' });
        const length = Number(res.headers.get('Content-Length'));
        if (!res.ok || !Number.isFinite(length)) throw new HubReadError(`status ${res.status} for ${url}`);
        return length;
      },
      sleep,
    ));
  const file: AsyncBuffer = {
    byteLength,
    slice: (start, end) =>
      withRetries(
        'a parquet file',
        async () => {
          const last = (end ?? byteLength) - 1;
          const res = await doFetch(url, { headers: { Range: `bytes=${start}-${last}` } });
          if (res.status !== 206 && res.status !== 200)
            throw new HubReadError(`status ${res.status} for ${url}`);
          const body = await res.arrayBuffer();
          // A server that ignores Range sends the whole file.
          return res.status === 200 ? body.slice(start, end) : body;
        },
        sleep,
        'the connection was dropped mid-file',
      ),
  };
  return footerCachedBuffer(file);
}

/** Files smaller than this are read whole, once, as hyparquet's `cachedAsyncBuffer` does. */
const WHOLE_FILE_BELOW = 512 * 1024;

/**
 * Keeps only the reads that reach the end of the file (the footer). hyparquet's `cachedAsyncBuffer` keeps every
 * slice: by the end of an import that is the whole file in memory (50 MB for 10,000 rows of 100 kB texts), and
 * an import reads each data range once anyway.
 */
function footerCachedBuffer(file: AsyncBuffer): AsyncBuffer {
  if (file.byteLength < WHOLE_FILE_BELOW) return cachedAsyncBuffer(file);
  const footer = new Map<number, ReturnType<AsyncBuffer['slice']>>();
  return {
    byteLength: file.byteLength,
    slice(start, end) {
      if (end !== undefined && end < file.byteLength) return file.slice(start, end);
      let read = footer.get(start);
      if (!read) {
        read = file.slice(start, end);
        footer.set(start, read);
      }
      return read;
    },
  };
}
