// The demo's static server, on its own port (another origin than the API):
//   /                  the pages of pages/ ({{API}} in them becomes the API's base URL)
//   /elements/…        the elements' build (packages/elements/dist), as a CDN would serve it
//   /cdn/marginalia/1.0/…  the same build as a CDN serves it to other origins (CORS open); pages reach it under
//                      the server's other name, {{CDN}} in them, so the script's origin and path are not the page's
//   /hosts/…           the host apps built from the packed packages (scripts/build-hosts.mjs)
// Usage: node serve.mjs --port 7041 --api http://127.0.0.1:7040/api
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = fileURLToPath(new URL('.', import.meta.url));
const { values } = parseArgs({
  options: { port: { type: 'string', default: '6916' }, api: { type: 'string', default: 'http://127.0.0.1:6900/api' } },
});
const CDN_PATH = '/cdn/marginalia/1.0/';
const ROOTS = [
  [CDN_PATH, resolve(here, '../../packages/elements/dist')],
  ['/elements/', resolve(here, '../../packages/elements/dist')],
  ['/hosts/', resolve(here, 'dist/hosts')],
  ['/', resolve(here, 'pages')],
];
// The server's other name (localhost, not 127.0.0.1): another origin than the pages, as a CDN is.
const cdnUrl = `http://localhost:${values.port}${CDN_PATH.slice(0, -1)}`;
const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.json': 'application/json', '.map': 'application/json', '.css': 'text/css' };

function fileFor(pathname) {
  const [prefix, folder] = ROOTS.find(([candidate]) => pathname.startsWith(candidate));
  const file = normalize(join(folder, decodeURIComponent(pathname.slice(prefix.length)) || 'index.html'));
  if (!file.startsWith(folder)) return null;
  if (existsSync(file) && statSync(file).isDirectory()) return join(file, 'index.html');
  return file;
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://demo');
  // No icon: answered empty, so a page's console shows no 404 of its own.
  if (pathname === '/favicon.ico') return void response.writeHead(204).end();
  const file = fileFor(pathname);
  if (!file || !existsSync(file)) {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  response.setHeader('Cache-Control', 'no-store');
  // A CDN serves module scripts to any page: without this header a page on another origin may not run them.
  if (pathname.startsWith(CDN_PATH)) response.setHeader('Access-Control-Allow-Origin', '*');
  if (file.endsWith('.html')) {
    const html = readFileSync(file, 'utf8').replaceAll('{{API}}', values.api).replaceAll('{{CDN}}', cdnUrl);
    response.writeHead(200, { 'Content-Type': type }).end(html);
    return;
  }
  response.writeHead(200, { 'Content-Type': type });
  createReadStream(file).pipe(response);
});
// No host: both 127.0.0.1 and localhost reach it — two origins, one listed in the API's CORS origins.
server.listen(Number(values.port), () => process.stdout.write(`Elements demo on http://127.0.0.1:${values.port}\n`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
