import { ApiError } from './ApiError';

/** Credentials read before every request: a bearer token (web UI) or an API key (SDK style). */
export interface ApiCredentials {
  token?: string | null;
  apiKey?: string | null;
}

/** The injected environment of the HTTP layer. */
export interface RequesterOptions {
  /** Prefix of every path, e.g. `api` (default), `/api` or `http://localhost:6900/api`. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  getCredentials?: () => ApiCredentials;
}

/** Query values; arrays become repeated parameters (`include=a&include=b`); undefined values are left out. */
export type QueryParams = Record<string, string | number | readonly string[] | undefined>;

/** What one request carries besides method and path. */
export interface RequestOptions {
  query?: QueryParams;
  /** A JSON body. */
  json?: unknown;
  /** A form-urlencoded body. */
  form?: Record<string, string>;
}

/** Sends one request to `${baseUrl}/v1${path}` and resolves with the parsed body, or rejects with an `ApiError`. */
export type Requester = <T>(method: string, path: string, options?: RequestOptions) => Promise<T>;

function toQueryString(query: QueryParams | undefined): string {
  if (query === undefined) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(name, item);
    else params.append(name, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function authHeaders(credentials: ApiCredentials | undefined): Record<string, string> {
  if (credentials?.apiKey) return { 'X-Argilla-Api-Key': credentials.apiKey };
  if (credentials?.token) return { Authorization: `Bearer ${credentials.token}` };
  return {};
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
 * Creates the one function every API call goes through: it prefixes `${baseUrl}/v1`, adds credentials,
 * encodes the body, parses JSON and turns every failure into an {@link ApiError}.
 *
 * @example
 * const request = createRequester({ baseUrl: '/api', fetch });
 * const me = await request<WireUser>('GET', '/me');
 */
export function createRequester({
  baseUrl = 'api',
  fetch: fetchImpl = globalThis.fetch,
  getCredentials,
}: RequesterOptions = {}): Requester {
  const prefix = `${baseUrl.replace(/\/+$/, '')}/v1`;
  return async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json, text/plain, */*',
      ...authHeaders(getCredentials?.()),
    };
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
      response = await fetchImpl(`${prefix}${path}${toQueryString(options.query)}`, {
        method,
        headers,
        body,
      });
    } catch (cause) {
      throw new ApiError(0, undefined, cause);
    }
    const parsed = await readBody(response).catch(() => undefined);
    if (!response.ok) throw new ApiError(response.status, parsed);
    return parsed as T;
  };
}
