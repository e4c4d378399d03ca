/** A recorded request made through the fake fetch. */
export interface RecordedCall {
  method: string;
  /** The URL exactly as the client passed it. */
  url: string;
  /** Pathname after resolving against http://test.local/. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string | undefined;
  /** The body parsed as JSON, when it is JSON. */
  json: unknown;
}

/** What a route answers: a status (default 200) and a JSON body; `throw` simulates a network failure. */
export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Response headers (e.g. `Segments-Status`). */
  headers?: Record<string, string>;
}

type Handler = (call: RecordedCall) => FakeReply | Promise<FakeReply>;

/**
 * A routing fake of `fetch` for client and store tests: routes by method and pathname (latest registration
 * wins), records every call, and answers 404 `{"detail": "Not Found"}` for unknown routes like the server.
 */
export function createFakeFetch() {
  const routes: { method: string; path: string; handler: Handler }[] = [];
  const calls: RecordedCall[] = [];

  const fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    const resolved = new URL(url, 'http://test.local/');
    const body = typeof init.body === 'string' ? init.body : undefined;
    let json: unknown;
    try {
      json = body === undefined ? undefined : JSON.parse(body);
    } catch {
      json = undefined;
    }
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      url,
      path: resolved.pathname,
      query: resolved.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      body,
      json,
    };
    calls.push(call);
    const route = [...routes]
      .reverse()
      .find((candidate) => candidate.method === call.method && candidate.path === call.path);
    const reply = route ? await route.handler(call) : { status: 404, body: { detail: 'Not Found' } };
    const status = reply.status ?? 200;
    const text =
      reply.body === undefined
        ? ''
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    return new Response(status === 204 ? null : text, { status, headers: reply.headers });
  };

  return {
    fetch,
    calls,
    /** Registers a route; `reply` is a fixed answer or a handler. */
    on(method: string, path: string, reply: FakeReply | Handler) {
      routes.push({ method, path, handler: typeof reply === 'function' ? reply : () => reply });
    },
    /** Calls made to a method and path. */
    callsTo(method: string, path: string) {
      return calls.filter((call) => call.method === method && call.path === path);
    },
  };
}

/** A promise with its resolve function exposed, to hold a fake reply until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
