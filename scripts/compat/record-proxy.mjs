#!/usr/bin/env node
// Records a real client's HTTP exchanges with a Marginalia (or Argilla/Extralit) server.
//
//   node scripts/compat/record-proxy.mjs --target http://127.0.0.1:6900 --port 6990 --out exchanges.jsonl
//
// Point the client at http://127.0.0.1:<port>; every request is forwarded to the target unchanged and one JSON
// line per exchange is appended to --out: method, path, query, request headers that matter (content type and
// the credentials, for the normalizer to map), the request body, the status, the response body and the answer
// headers named by --response-headers. Bodies are
// kept as JSON when they parse, as text when they are UTF-8, otherwise as base64. `normalize-recording.mjs`
// turns the lines into a fixture for the replay test.
import { appendFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    target: { type: 'string' },
    port: { type: 'string', default: '6990' },
    out: { type: 'string' },
    // Only exchanges whose path starts with one of these (comma-separated) are recorded.
    paths: { type: 'string', default: '/api/' },
    // Answer headers a client reads (comma-separated, e.g. a file's etag,version-id): kept when present.
    'response-headers': { type: 'string', default: '' },
  },
});
if (!values.target || !values.out) {
  process.stderr.write(
    'Usage: record-proxy.mjs --target <server url> --out <file.jsonl> [--port 6990] [--paths /api/]\n',
  );
  process.exit(2);
}
const target = new URL(values.target);
const recordedPrefixes = values.paths
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
const KEPT_HEADERS = ['content-type', 'x-argilla-api-key', 'authorization'];
const KEPT_RESPONSE_HEADERS = values['response-headers']
  .split(',')
  .map((name) => name.trim().toLowerCase())
  .filter(Boolean);
writeFileSync(values.out, '');
let sequence = 0;

/** A body as JSON when it parses, as text when it is UTF-8, otherwise as base64. */
function bodyOf(buffer, contentType = '') {
  if (buffer.length === 0) return null;
  const text = buffer.toString('utf8');
  if (/json/i.test(contentType) || /^\s*[[{]/.test(text)) {
    try {
      return { json: JSON.parse(text) };
    } catch {
      // not JSON after all
    }
  }
  if (Buffer.from(text, 'utf8').equals(buffer) && !text.includes(String.fromCharCode(0))) return { text };
  return { base64: buffer.toString('base64') };
}

function collect(stream) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

const server = createServer(async (incoming, outgoing) => {
  const requestBody = await collect(incoming);
  const url = new URL(incoming.url ?? '/', target);
  const headers = { ...incoming.headers, host: target.host };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const forwarded = send(url, { method: incoming.method, headers }, async (answer) => {
    const responseBody = await collect(answer);
    outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
    outgoing.end(responseBody);
    if (!recordedPrefixes.some((prefix) => url.pathname.startsWith(prefix))) return;
    const keptHeaders = Object.fromEntries(
      KEPT_HEADERS.filter((name) => incoming.headers[name] !== undefined).map((name) => [
        name,
        incoming.headers[name],
      ]),
    );
    const line = {
      seq: (sequence += 1),
      method: incoming.method,
      path: url.pathname,
      query: [...url.searchParams.entries()],
      headers: keptHeaders,
      request: bodyOf(requestBody, incoming.headers['content-type']),
      status: answer.statusCode,
      responseType: answer.headers['content-type'] ?? null,
      response: bodyOf(responseBody, answer.headers['content-type']),
    };
    const responseHeaders = Object.fromEntries(
      KEPT_RESPONSE_HEADERS.filter((name) => answer.headers[name] !== undefined).map((name) => [
        name,
        answer.headers[name],
      ]),
    );
    if (Object.keys(responseHeaders).length) line.responseHeaders = responseHeaders;
    appendFileSync(values.out, `${JSON.stringify(line)}\n`);
  });
  forwarded.on('error', (error) => {
    outgoing.writeHead(502, { 'content-type': 'text/plain' });
    outgoing.end(`record-proxy: ${error.message}`);
  });
  forwarded.end(requestBody);
});
server.listen(Number(values.port), '127.0.0.1', () => {
  process.stdout.write(`Recording ${values.target} on http://127.0.0.1:${values.port} into ${values.out}\n`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
