// Serves a built Extralit web frontend (its `nuxt build` output folder, `dist/`) the way Extralit's own server
// does: the single-page app on every path, and `/api/…` forwarded unchanged to an API (here the recording
// proxy in front of our server), so the frontend runs on one origin with the API as it does in production.
//
//   node scripts/compat/extralit-frontend/serve-frontend.mjs --dist <argilla-frontend>/dist --api http://127.0.0.1:7414 --port 7411
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.map': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.webmanifest': 'application/manifest+json',
};
// The paths Extralit's own server answers itself; everything else is the app.
const API_PREFIXES = ['/api/', '/share-your-progress'];

function fileFor(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const file = normalize(join(root, decoded));
  if (file !== root && !file.startsWith(root + sep)) return null;
  if (existsSync(file) && statSync(file).isFile()) return file;
  // The app's client-side fallback (nuxt writes it for a single-page app), as the server's catch-all route.
  const fallback = join(root, '200.html');
  return existsSync(fallback) ? fallback : join(root, 'index.html');
}

function forward(api, incoming, outgoing) {
  const url = new URL(incoming.url ?? '/', api);
  const forwarded = httpRequest(
    url,
    { method: incoming.method, headers: { ...incoming.headers, host: url.host } },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  forwarded.on('error', (error) => {
    if (!outgoing.headersSent) outgoing.writeHead(502, { 'Content-Type': 'text/plain' });
    outgoing.end(`frontend server: ${error.message}`);
  });
  incoming.pipe(forwarded);
}

/** Starts the server; resolves with `{ url, close }` once it listens. */
export function serveFrontend({ dist, api, port }) {
  const root = resolve(dist);
  const server = createServer((incoming, outgoing) => {
    const { pathname } = new URL(incoming.url ?? '/', 'http://frontend');
    if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return forward(api, incoming, outgoing);
    const file = fileFor(root, pathname);
    if (!file || !existsSync(file))
      return void outgoing.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    outgoing.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    });
    createReadStream(file).pipe(outgoing);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolvePromise({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(done)),
      }),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { dist: { type: 'string' }, api: { type: 'string' }, port: { type: 'string', default: '7411' } },
  });
  if (!values.dist || !values.api) {
    process.stderr.write(
      'Usage: serve-frontend.mjs --dist <argilla-frontend/dist> --api <url> [--port 7411]\n',
    );
    process.exit(2);
  }
  const { url } = await serveFrontend({ dist: values.dist, api: values.api, port: Number(values.port) });
  process.stdout.write(`Extralit frontend on ${url} (API: ${values.api})\n`);
}
