import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { createPagePreloads } from './page-preloads';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

function fileResponse(
  path: string,
  cacheControl: string,
  extraHeaders: Record<string, string> = {},
): Response {
  const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  const body = Readable.toWeb(createReadStream(path)) as unknown as ReadableStream;
  return new Response(body, {
    headers: {
      'Content-Type': type,
      'Content-Length': String(statSync(path).size),
      'Cache-Control': cacheControl,
      ...extraHeaders,
    },
  });
}

/** The file of `base` that the request path (after `prefix`) names, or null when none or outside it. */
function fileUnder(base: string, path: string, prefix = ''): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(path.slice(prefix.length));
  } catch {
    return null;
  }
  const target = resolve(base, `.${relative.startsWith('/') ? '' : '/'}${relative}`);
  const inside = target === base || target.startsWith(base + sep);
  return inside && existsSync(target) && statSync(target).isFile() ? target : null;
}

/**
 * Serves the built web app: existing files as they are (hashed assets cached for a year), any
 * other GET path with `index.html` so client-side routes such as `/dataset/<id>/annotation-mode`
 * load on a full page load. Paths outside the folder are never read. On a route the app's build listed in
 * `page-preloads.json`, index.html names that page's scripts in modulepreload tags (see `createPagePreloads`).
 */
export function createStaticWebAppHandler(root: string) {
  const base = resolve(root);
  const index = join(base, 'index.html');
  const pageWithPreloads = createPagePreloads(base);
  return (c: Context): Response | undefined => {
    const target = fileUnder(base, c.req.path);
    if (target) {
      const immutable = target.startsWith(join(base, 'assets') + sep);
      return fileResponse(target, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    const page = pageWithPreloads(c.req.path);
    if (page !== null) {
      return new Response(page, {
        headers: { 'Content-Type': CONTENT_TYPES['.html']!, 'Cache-Control': 'no-cache' },
      });
    }
    return existsSync(index) ? fileResponse(index, 'no-cache') : undefined;
  };
}

/** Where the server serves the built custom elements. */
export const ELEMENTS_PATH = '/elements/';

/**
 * Serves the built custom elements (`@marginalia/elements`' `dist`) at `/elements/`, as a CDN would, so a page on
 * any origin — a notebook's output, a docs page, a portal — loads them from the server it talks to:
 * `<script src="https://annotate.example.org/elements/marginalia-elements.iife.js">`. The files are public code, so
 * every origin may load them (`Access-Control-Allow-Origin: *`, which module scripts and their chunks need from
 * another origin) whatever `MARGINALIA_CORS_ORIGINS` says: that list decides who may call the API. Chunk names
 * carry their hash (cached for a year); the entry files may change with a new release (revalidated).
 */
export function createElementsHandler(root: string) {
  const base = resolve(root);
  return (c: Context): Response | undefined => {
    const target = fileUnder(base, c.req.path, ELEMENTS_PATH);
    if (!target) return undefined;
    const hashed = target.startsWith(join(base, 'chunks') + sep);
    // Given at construction: @hono/node-server's lighter global Response (once a server has started in the process)
    // does not keep a header set on the response afterwards.
    return fileResponse(target, hashed ? 'public, max-age=31536000, immutable' : 'public, no-cache', {
      'Access-Control-Allow-Origin': '*',
    });
  };
}
