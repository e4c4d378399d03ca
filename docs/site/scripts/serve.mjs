// Serves the built site (`dist/`) as a static host does, with clean URLs (`/embedding` → `embedding.html`):
//   node scripts/serve.mjs --port 6920
// The live examples call the demo server (http://localhost:6900 unless the reader names another), which lets
// this origin in by default (MARGINALIA_CORS_ORIGINS is `*` unless set).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const { values } = parseArgs({ options: { port: { type: 'string', default: '6920' }, host: { type: 'string', default: '127.0.0.1' } } });
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

if (!existsSync(join(dist, 'index.html'))) {
  process.stderr.write('No built site: run `npm run docs` first.\n');
  process.exit(1);
}

/** The file a path names: itself, its `.html` page, or its folder's index; null when none or outside dist. */
function fileFor(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const base = normalize(join(dist, decoded));
  if (!base.startsWith(dist)) return null;
  for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://docs');
  const file = fileFor(pathname);
  const status = file ? 200 : 404;
  const served = file ?? join(dist, '404.html');
  response.writeHead(status, { 'Content-Type': TYPES[extname(served)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
  createReadStream(served).pipe(response);
});
server.listen(Number(values.port), values.host, () => process.stdout.write(`Docs on http://${values.host}:${values.port}\n`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
