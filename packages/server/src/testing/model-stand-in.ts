import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of an OpenAI-compatible chat-completions service (`POST /v1/chat/completions`), so the
 * extraction is tested through the real `openai` client on a real socket. Each call takes the next scripted
 * answer: message content (a good answer or garbage), an HTTP status (429, 500), or a hang past the client's
 * timeout. A content, status or fill answer with `delayMs` is sent only after that many milliseconds: a slow model
 * that still succeeds, so a client's progress while the call runs can be seen. Every request body is recorded.
 * `POST /script` with a JSON list of answers queues them, and `GET /received` answers `{count}` of the calls so far,
 * for a stand-in run as its own process (`scripts/model-stand-in.mjs`).
 *
 * As the real API does, every answer reports its `usage` (about 4 characters a token) and, when the request asks
 * for `logprobs`, the log-probability of each token of its content (`logprob`, default -0.05 per token). A `fill`
 * answer to a request that is not a table extraction answers a value of the request's `response_format` JSON
 * schema: the first allowed value, as many distinct items as an array needs, an empty list otherwise.
 */
export type ScriptedAnswer =
  | ({ content: string; logprob?: number } & Slow)
  | ({ status: number; body?: unknown; headers?: Record<string, string> } & Slow)
  | { hangMs: number }
  /** Completes the request's rows so far: every empty cell of the columns to fill gets a value of its type. */
  | ({ fill: true; logprob?: number } & Slow);

/** Waits this many milliseconds before answering (unlike `hangMs`, the answer then comes). */
interface Slow {
  delayMs?: number;
}

/** A chat-completions request as received. */
export interface ReceivedCompletion {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
  temperature?: number;
  logprobs?: boolean;
  authorization: string | undefined;
}

export interface ModelStandIn {
  /** Base URL for `MARGINALIA_LLM_BASE_URL` (`http://127.0.0.1:<port>/v1`). */
  baseUrl: string;
  /** Queues answers for the next calls, in order. */
  script(...answers: ScriptedAnswer[]): void;
  /** Requests received so far. */
  received: ReceivedCompletion[];
  /** Answers still queued. */
  pending(): number;
  /** Drops the answers still queued and the requests received. */
  clear(): void;
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/** Tokens as the stand-in counts them: about 4 characters each, as OpenAI's tokenizers average in English. */
function tokenCount(text: string): number {
  return Math.ceil(text.length / 4);
}

/** The content cut into tokens of 4 characters, each with the same log-probability. */
function contentLogprobs(content: string, logprob: number) {
  const tokens = content.match(/[\s\S]{1,4}/g) ?? [];
  return {
    content: tokens.map((token) => ({ token, logprob, bytes: null, top_logprobs: [] })),
    refusal: null,
  };
}

function completion(body: Omit<ReceivedCompletion, 'authorization'>, content: string, logprob: number) {
  const prompt = tokenCount(body.messages.map((m) => m.content).join('\n'));
  const completionTokens = tokenCount(content);
  return {
    id: `chatcmpl-stand-in-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content },
        finish_reason: 'stop',
        logprobs: body.logprobs ? contentLogprobs(content, logprob) : null,
      },
    ],
    usage: {
      prompt_tokens: prompt,
      completion_tokens: completionTokens,
      total_tokens: prompt + completionTokens,
    },
  };
}

type SchemaNode = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  minItems?: number;
};

/** A value of a JSON schema: first allowed values, `minItems` distinct items of an array, every property set. */
function schemaSample(node: SchemaNode | undefined): unknown {
  if (!node) return null;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('object') || node.properties)
    return Object.fromEntries(Object.entries(node.properties ?? {}).map(([k, v]) => [k, schemaSample(v)]));
  if (types.includes('array')) {
    const options = node.items?.enum ?? [];
    const count = node.minItems ?? 0;
    return options.length > 0
      ? options.slice(0, count)
      : Array.from({ length: count }, () => schemaSample(node.items));
  }
  return sampleValue(node as ColumnSchema);
}

type ColumnSchema = { type?: string | string[]; enum?: unknown[] };

/** A value of a column's JSON schema: its first allowed value, else 1, 1.5, true or a marker text. */
function sampleValue(column: ColumnSchema | undefined): unknown {
  const allowed = column?.enum?.find((value) => value !== null);
  if (allowed !== undefined) return allowed;
  const types = Array.isArray(column?.type) ? column.type : [column?.type];
  if (types.includes('integer')) return 1;
  if (types.includes('number')) return 1.5;
  if (types.includes('boolean')) return true;
  return 'from the stand-in model';
}

/** The `{ fill: true }` answer: the rows so far (from the prompt) with their empty cells of the asked columns set. */
function filledRows(body: Omit<ReceivedCompletion, 'authorization'>): string {
  const prompt = body.messages.map((m) => m.content).join('\n');
  const rows = JSON.parse(/^Rows so far \(JSON\): (.*)$/m.exec(prompt)?.[1] ?? '[]') as Record<
    string,
    unknown
  >[];
  const asked = /^Columns to fill: (.*)$/m.exec(prompt)?.[1] ?? 'all';
  const schema = body.response_format?.json_schema?.schema as
    { properties?: { rows?: { items?: { properties?: Record<string, ColumnSchema> } } } } | undefined;
  const columns = schema?.properties?.rows?.items?.properties ?? {};
  const fill = asked === 'all' ? Object.keys(columns) : asked.split(', ');
  const completed = rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const name of Object.keys(columns)) {
      const value = row[name] ?? null;
      out[name] = value === null && fill.includes(name) ? sampleValue(columns[name]) : value;
    }
    return out;
  });
  return JSON.stringify({ rows: completed });
}

/** The `fill` answer: a table extraction's rows completed, else a value of the request's JSON schema. */
function fillAnswer(body: Omit<ReceivedCompletion, 'authorization'>): string {
  const prompt = body.messages.map((m) => m.content).join('\n');
  if (/^Rows so far \(JSON\): /m.test(prompt)) return filledRows(body);
  return JSON.stringify(
    schemaSample(body.response_format?.json_schema?.schema as SchemaNode | undefined) ?? {},
  );
}

/**
 * Starts the stand-in on a free loopback port (or `port`). Without a script, calls get `fallback` (default: a 500 saying
 * no answer is left).
 */
export async function startModelStandIn(
  options: { fallback?: ScriptedAnswer; port?: number } = {},
): Promise<ModelStandIn> {
  const queue: ScriptedAnswer[] = [];
  const received: ReceivedCompletion[] = [];
  const hanging = new Set<NodeJS.Timeout>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      // Browser tests run the stand-in in its own process; they queue its next answers through this call.
      if (request.method === 'POST' && request.url === '/script') {
        queue.push(...((await readJson(request)) as ScriptedAnswer[]));
        response.writeHead(204);
        response.end();
        return;
      }
      // …and read how many model calls it has received, to act while one is being answered.
      if (request.method === 'GET' && request.url === '/received') {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ count: received.length }));
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
        return;
      }
      const body = (await readJson(request)) as Omit<ReceivedCompletion, 'authorization'>;
      received.push({ ...body, authorization: request.headers.authorization });
      const answer = queue.shift() ??
        options.fallback ?? { status: 500, body: { error: { message: 'No scripted answer left' } } };
      if ('hangMs' in answer) {
        const timer = setTimeout(() => {
          hanging.delete(timer);
          if (!response.destroyed) response.end();
        }, answer.hangMs);
        hanging.add(timer);
        return;
      }
      if (answer.delayMs) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            hanging.delete(timer);
            resolve();
          }, answer.delayMs);
          hanging.add(timer);
        });
        // The client may have given up (its timeout) or the stand-in closed meanwhile.
        if (response.destroyed) return;
      }
      if ('status' in answer) {
        response.writeHead(answer.status, { 'Content-Type': 'application/json', ...answer.headers });
        response.end(JSON.stringify(answer.body ?? { error: { message: `Scripted ${answer.status}` } }));
        return;
      }
      const content = 'fill' in answer ? fillAnswer(body) : answer.content;
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(completion(body, content, answer.logprob ?? -0.05)));
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    script: (...answers) => queue.push(...answers),
    received,
    pending: () => queue.length,
    clear: () => {
      queue.length = 0;
      received.length = 0;
    },
    close: async () => {
      for (const timer of hanging) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
