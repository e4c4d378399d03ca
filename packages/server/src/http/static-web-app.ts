import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';

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

function fileResponse(path: string, cacheControl: string): Response {
  const type = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
  const body = Readable.toWeb(createReadStream(path)) as unknown as ReadableStream;
  return new Response(body, {
    headers: {
      'Content-Type': type,
      'Content-Length': String(statSync(path).size),
      'Cache-Control': cacheControl,
    },
  });
}

/**
 * Serves the built web app: existing files as they are (hashed assets cached for a year), any
 * other GET path with `index.html` so client-side routes such as `/dataset/<id>/annotation-mode`
 * load on a full page load. Paths outside the folder are never read.
 */
export function createStaticWebAppHandler(root: string) {
  const base = resolve(root);
  const index = join(base, 'index.html');
  return (c: Context): Response | undefined => {
    let relative: string;
    try {
      relative = decodeURIComponent(c.req.path);
    } catch {
      relative = '/';
    }
    const target = resolve(base, `.${relative}`);
    if (
      (target === base || target.startsWith(base + sep)) &&
      existsSync(target) &&
      statSync(target).isFile()
    ) {
      const immutable = target.startsWith(join(base, 'assets') + sep);
      return fileResponse(target, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    return existsSync(index) ? fileResponse(index, 'no-cache') : undefined;
  };
}
