/** One request `public/early-reads.js` sent before the app's code ran, with its answer to come. */
export interface EarlyRead {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
  response: Promise<Response>;
}

/** What `public/early-reads.js` leaves on the window. */
export interface EarlyReads {
  /** `Date.now()` when the reads were sent. */
  startedAt: number;
  reads: EarlyRead[];
}

/** Options of {@link earlyReadsFetch}. */
export interface EarlyReadsFetchOptions {
  /** The clock the reads expire by; `Date.now` unless injected. */
  now?: () => number;
  /** How long after they were sent the reads may still be taken. */
  maxAgeMs?: number;
}

/** The window property `public/early-reads.js` leaves its reads on. */
export const EARLY_READS_PROPERTY = '__marginaliaEarlyReads';

/** Takes the early reads off `win`, once: a second SDK (or a second call) does not see them. */
export function takeEarlyReads(win: object): EarlyReads | null {
  const holder = win as Record<string, unknown>;
  const reads = holder[EARLY_READS_PROPERTY] as EarlyReads | undefined;
  delete holder[EARLY_READS_PROPERTY];
  return reads && Array.isArray(reads.reads) ? reads : null;
}

function headersOf(headers: HeadersInit | undefined): Record<string, string> {
  const entries =
    headers instanceof Headers
      ? [...headers]
      : Array.isArray(headers)
        ? headers
        : Object.entries(headers ?? {});
  return Object.fromEntries(entries.map(([name, value]) => [name.toLowerCase(), value]));
}

// The same request: method, address, headers (the credentials among them) and body.
function keyOf(url: string, init: RequestInit | EarlyRead['init'] | undefined): string {
  const headers = Object.entries(headersOf(init?.headers)).sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify([(init?.method ?? 'GET').toUpperCase(), url, headers, init?.body ?? null]);
}

/**
 * The SDK's fetch given the page's early reads: a request identical to one of them (same method, address, headers
 * and body, so another token or dataset never matches) takes its answer, once, instead of being sent again. An
 * early read that failed or did not answer OK is sent again. Any request that matches none and is not a GET (a
 * write may change what they answered), and the reads' age passing `maxAgeMs`, drop the reads not yet taken.
 *
 * @example
 * const sdk = createMarginalia({ fetch: earlyReadsFetch(window.fetch.bind(window), takeEarlyReads(window)) });
 */
export function earlyReadsFetch(
  fetch: typeof globalThis.fetch,
  early: EarlyReads | null,
  { now = Date.now, maxAgeMs = 10_000 }: EarlyReadsFetchOptions = {},
): typeof globalThis.fetch {
  if (!early) return fetch;
  const untaken = new Map(early.reads.map((read) => [keyOf(read.url, read.init), read.response]));
  return (input, init) => {
    if (untaken.size === 0 || typeof input !== 'string') return fetch(input, init);
    if (now() - early.startedAt > maxAgeMs) untaken.clear();
    const key = keyOf(input, init);
    const answer = untaken.get(key);
    if (!answer) {
      if ((init?.method ?? 'GET').toUpperCase() !== 'GET') untaken.clear();
      return fetch(input, init);
    }
    untaken.delete(key);
    return answer.then(
      (response) => (response.ok ? response : fetch(input, init)),
      () => fetch(input, init),
    );
  };
}
