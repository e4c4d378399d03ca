import { readFileSync } from 'node:fs';
import { checkShape, matchesGlob, type EnumRule } from './check-shape';
import { PlaceholderMap } from './placeholder-map';
import type { RecordedAuth, RecordedBody, RecordedExchange, ReplayFixture } from './replay-fixture';
import type { TestServer } from '../test-server';

/** What the replay talks to: one request in, status and body out. */
export interface ReplayTarget {
  send(
    method: string,
    pathAndQuery: string,
    init: { headers: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> },
  ): Promise<{ status: number; text: string; headers?: Record<string, string> }>;
  /** The API key that the fixture's `auth: "owner"` stands for. */
  ownerApiKey: string;
}

export interface ReplayOptions {
  /** The client's enumerations: an answer's value at such a path must be one of these. */
  enums?: readonly EnumRule[];
}

/** Reads a fixture written by `normalize-recording.mjs`. */
export function loadReplayFixture(file: string | URL): ReplayFixture {
  return JSON.parse(readFileSync(file, 'utf8')) as ReplayFixture;
}

/** A replay target over a test server's app (in process, no port). */
export function replayTargetOf(server: TestServer): ReplayTarget {
  return {
    ownerApiKey: server.owner.apiKey,
    send: async (method, pathAndQuery, { headers, body }) => {
      const res = await server.app.request(pathAndQuery, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
      });
      return { status: res.status, text: await res.text(), headers: Object.fromEntries(res.headers) };
    },
  };
}

function headersOf(auth: RecordedAuth, exchange: RecordedExchange, ids: PlaceholderMap, ownerKey: string) {
  const headers: Record<string, string> = {};
  if (exchange.contentType) headers['Content-Type'] = exchange.contentType;
  if (auth === 'owner') headers['X-Argilla-Api-Key'] = ownerKey;
  else if (auth && 'apiKey' in auth) headers['X-Argilla-Api-Key'] = ids.fill(auth.apiKey);
  else if (auth && 'bearer' in auth) headers['Authorization'] = `Bearer ${ids.fill(auth.bearer)}`;
  return headers;
}

function requestBodyOf(
  body: RecordedBody,
  ids: PlaceholderMap,
): string | Uint8Array<ArrayBuffer> | undefined {
  if (!body) return undefined;
  if ('json' in body) return JSON.stringify(ids.fill(body.json));
  if ('text' in body) return ids.fill(body.text);
  return new Uint8Array(Buffer.from(body.base64, 'base64'));
}

function parsedAnswer(text: string, recorded: RecordedBody): unknown {
  if (!recorded || !('json' in recorded)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The recorded answer headers the client reads: each present, ids bound, timestamps still timestamps. */
function headerProblems(
  exchange: RecordedExchange,
  headers: Record<string, string> | undefined,
  ids: PlaceholderMap,
): string[] {
  const recorded = exchange.responseHeaders;
  if (!recorded) return [];
  const actual = Object.fromEntries(
    Object.keys(recorded)
      .filter((name) => headers?.[name] !== undefined)
      .map((name) => [name, headers![name]!]),
  );
  ids.bindFrom(recorded, actual);
  return checkShape(recorded, actual, { placeholders: ids }).map((problem) => `header ${problem}`);
}

/**
 * Replays a fixture's requests in order against `target`, mapping recorded ids to the ones the target
 * answers, and lists every way an answer differs from what the client got: another status, another shape
 * (`checkShape`: keys, JSON types, the client's enumerations) or a missing answer header the client reads. An empty list means the client would work.
 */
export async function replayExchanges(
  target: ReplayTarget,
  fixture: ReplayFixture,
  options: ReplayOptions = {},
): Promise<string[]> {
  const ids = new PlaceholderMap();
  const problems: string[] = [];
  for (const [index, exchange] of fixture.exchanges.entries()) {
    const query = new URLSearchParams(exchange.query.map(([k, v]) => [k, ids.fill(v)])).toString();
    const pathAndQuery = `${ids.fill(exchange.path)}${query ? `?${query}` : ''}`;
    const body = requestBodyOf(exchange.request, ids);
    const headers = headersOf(exchange.auth, exchange, ids, target.ownerApiKey);
    const answer = await target.send(exchange.method, pathAndQuery, {
      headers,
      ...(body === undefined ? {} : { body }),
    });
    const label = `#${index + 1} ${exchange.method} ${exchange.path}`;
    if (answer.status !== exchange.status) {
      problems.push(
        `${label}: status ${answer.status} where the client got ${exchange.status}: ${answer.text.slice(0, 300)}`,
      );
      continue;
    }
    problems.push(...headerProblems(exchange, answer.headers, ids).map((problem) => `${label}: ${problem}`));
    if (!exchange.response) continue;
    const actual = parsedAnswer(answer.text, exchange.response);
    const recorded = 'json' in exchange.response ? exchange.response.json : null;
    if (recorded === null) continue;
    const request = `${exchange.method} ${exchange.path}`;
    const enums = (options.enums ?? []).filter((rule) => !rule.request || matchesGlob(rule.request, request));
    const shape = { maxItems: fixture.maxItems, placeholders: ids, enums };
    // Ids first seen in this answer are bound before the comparison, which then checks the known ones.
    ids.bindFrom(recorded, actual);
    problems.push(...checkShape(recorded, actual, shape).map((problem) => `${label}: ${problem}`));
  }
  return problems;
}
