import { ApiError } from './ApiError';
import { cacheControlTtl } from './cache/cacheControlTtl';

/** The body a request carries: form-urlencoded, or JSON. */
export interface RequestBody {
  form?: Record<string, string>;
  json?: unknown;
}

/** One answered request: the parsed body, how long the server lets it be cached, and its headers. */
export interface SentRequest {
  value: unknown;
  ttlMs: number | undefined;
  headers: Headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One HTTP exchange: encodes the body (form or JSON), sends it with `fetchImpl` and parses the answer. A network
 * failure rejects with an `ApiError` of status 0, an answer that is not ok with its status and parsed body.
 */
export async function sendRequest(
  fetchImpl: typeof globalThis.fetch,
  method: string,
  url: string,
  auth: Record<string, string>,
  options: RequestBody,
): Promise<SentRequest> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...auth };
  let body: string | undefined;
  if (options.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetchImpl(url, { method, headers, body });
  } catch (cause) {
    throw new ApiError(0, undefined, cause);
  }
  const parsed = await readBody(response).catch(() => undefined);
  if (!response.ok) throw new ApiError(response.status, parsed);
  return {
    value: parsed,
    ttlMs: cacheControlTtl(response.headers.get('Cache-Control')),
    headers: response.headers,
  };
}
