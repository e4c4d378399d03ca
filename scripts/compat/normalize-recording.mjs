#!/usr/bin/env node
// Turns a recording of `record-proxy.mjs` into a replay fixture (see packages/server/src/testing/compat/README.md).
//
//   node scripts/compat/normalize-recording.mjs --in exchanges.jsonl --out fixture.json \
//     --client "Argilla Python SDK 2.8.0" [--owner-key owner.apikey] [--max-items 5]
//
// Every UUID becomes `<id:N>` (numbered by first appearance), every ISO timestamp `<timestamp>`, and every
// credential (the API key or bearer token a request carries, `api_key` / `access_token` values in answers, the
// `expires` / `signature` of a signed link in an answer) `<secret:N>`; the owner's API key becomes the request's `auth: "owner"`. The replayer maps each placeholder
// to what the server under test answers. `--max-items` keeps the first N items of long response arrays
// (the replay then compares only those), so a fixture of a large run stays small.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    in: { type: 'string' },
    out: { type: 'string' },
    client: { type: 'string', default: 'unknown client' },
    'owner-key': { type: 'string', default: 'owner.apikey' },
    'max-items': { type: 'string', default: '0' },
  },
});
if (!values.in || !values.out) {
  process.stderr.write(
    'Usage: normalize-recording.mjs --in <file.jsonl> --out <fixture.json> [--client NAME] [--owner-key KEY] [--max-items N]\n',
  );
  process.exit(2);
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const TIMESTAMP = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:?\d{2})?/g;
const SECRET_KEYS = new Set(['api_key', 'access_token']);
const maxItems = Number(values['max-items']);
const ids = new Map();
const secrets = new Map();

function secretPlaceholder(value) {
  if (!secrets.has(value)) secrets.set(value, `<secret:${secrets.size + 1}>`);
  return secrets.get(value);
}

function normalizeString(text) {
  let out = text;
  for (const [secret, placeholder] of secrets) out = out.split(secret).join(placeholder);
  out = out.replace(UUID, (id) => {
    const key = id.toLowerCase();
    if (!ids.has(key)) ids.set(key, `<id:${ids.size + 1}>`);
    return ids.get(key);
  });
  return out.replace(TIMESTAMP, '<timestamp>');
}

// A signed link carries its credential in its query: `?expires=…&signature=…` (a document's url).
const SIGNED_LINK_PARAMS = /[?&](expires|signature)=([^&#"\s]+)/g;

/** Registers the credentials in a body first, so every later occurrence maps to the same placeholder. */
function collectSecrets(value) {
  if (typeof value === 'string') {
    for (const [, , credential] of value.matchAll(SIGNED_LINK_PARAMS)) secretPlaceholder(credential);
    return;
  }
  if (Array.isArray(value)) return value.forEach(collectSecrets);
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (SECRET_KEYS.has(key) && typeof item === 'string' && item !== values['owner-key'])
        secretPlaceholder(item);
      else collectSecrets(item);
    }
  }
}

function normalize(value, { trim }) {
  if (typeof value === 'string') return normalizeString(value);
  if (Array.isArray(value)) {
    const kept = trim && maxItems > 0 ? value.slice(0, maxItems) : value;
    return kept.map((item) => normalize(item, { trim }));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [normalizeString(k), normalize(v, { trim })]),
    );
  }
  return value;
}

function authOf(headers) {
  const apiKey = headers['x-argilla-api-key'];
  if (apiKey === values['owner-key']) return 'owner';
  if (apiKey) return { apiKey: secretPlaceholder(apiKey) };
  const bearer = /^Bearer\s+(.+)$/i.exec(headers.authorization ?? '')?.[1];
  if (bearer) return { bearer: secretPlaceholder(bearer) };
  return null;
}

function bodyOf(body, options) {
  if (!body) return null;
  if ('json' in body) return { json: normalize(body.json, options) };
  if ('text' in body) return { text: normalizeString(body.text) };
  return body;
}

const lines = readFileSync(values.in, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const exchanges = lines.map((line) => {
  const auth = authOf(line.headers);
  const request = bodyOf(line.request, { trim: false });
  if (line.response && 'json' in line.response) collectSecrets(line.response.json);
  return {
    method: line.method,
    path: normalizeString(line.path),
    query: line.query.map(([k, v]) => [k, normalizeString(v)]),
    auth,
    ...(line.headers['content-type'] ? { contentType: line.headers['content-type'] } : {}),
    request,
    status: line.status,
    response: bodyOf(line.response, { trim: true }),
    ...(line.responseHeaders ? { responseHeaders: normalize(line.responseHeaders, { trim: false }) } : {}),
  };
});

const fixture = {
  client: values.client,
  note: 'Recorded with scripts/compat/record-proxy.mjs and normalized with scripts/compat/normalize-recording.mjs.',
  maxItems: maxItems > 0 ? maxItems : null,
  exchanges,
};
// One exchange a line: small, and a new recording's diff shows which exchanges changed.
const { exchanges: recorded, ...head } = fixture;
const body = recorded.map((exchange) => JSON.stringify(exchange)).join(',\n');
writeFileSync(values.out, `${JSON.stringify(head).slice(0, -1)},"exchanges":[\n${body}\n]}\n`);
process.stdout.write(
  `${exchanges.length} exchanges, ${ids.size} ids, ${secrets.size} secrets -> ${values.out}\n`,
);
