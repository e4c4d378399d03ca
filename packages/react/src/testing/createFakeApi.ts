/** One request the fake API received. */
export interface FakeCall {
  method: string;
  /** Path from `/v1` on, e.g. `/v1/me/datasets`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON body, the form fields as an object, or undefined. */
  body: unknown;
}

/** A canned answer: a status and a JSON body. */
export interface FakeReply {
  status: number;
  body?: unknown;
  /** More response headers (e.g. `Segments-Status`). */
  headers?: Record<string, string>;
}

type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

/**
 * A fake of the v1 API for component tests: routes are `'METHOD /v1/path'` keys (`:param` segments match anything),
 * each answering with a reply or a function of the call. Unknown routes answer 404 like the real server.
 *
 * @example
 * const api = createFakeApi({ 'GET /v1/me': ok(user) });
 * createMarginalia({ fetch: api.fetch });
 */
export function createFakeApi(routes: Record<string, FakeReply | Handler>) {
  const calls: FakeCall[] = [];
  const compiled = Object.entries(routes).map(([key, reply]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const regex = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
    return { method, regex, reply };
  });

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost/');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.slice(url.pathname.indexOf('/v1/'));
    const headers = new Headers(init.headers);
    const call: FakeCall = {
      method,
      path,
      query: url.searchParams,
      headers,
      body: parseBody(init.body, headers),
    };
    calls.push(call);
    const route = compiled.find((r) => r.method === method && r.regex.test(path));
    const reply = route
      ? typeof route.reply === 'function'
        ? await route.reply(call)
        : route.reply
      : notFound;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    calls,
    /** The calls made to `METHOD path`. */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}

const notFound: FakeReply = { status: 404, body: { detail: 'Not Found' } };

/** A 200 reply. */
export const ok = (body: unknown): FakeReply => ({ status: 200, body });
/** A 201 reply. */
export const created = (body: unknown): FakeReply => ({ status: 201, body });

function parseBody(body: BodyInit | null | undefined, headers: Headers): unknown {
  if (body === undefined || body === null) return undefined;
  const text = body instanceof URLSearchParams ? body.toString() : String(body);
  if (body instanceof URLSearchParams || headers.get('content-type')?.includes('form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
