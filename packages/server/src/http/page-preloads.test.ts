import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';
import { createPagePreloads } from './page-preloads';

const INDEX =
  '<!doctype html>\n<html>\n  <head>\n    <title>Marginalia</title>\n  </head>\n  <body></body>\n</html>\n';
const PRELOADS = {
  pages: [
    { path: '/', modules: ['/assets/HomePage-1.js'] },
    {
      path: '/dataset/:id/annotation-mode',
      modules: ['/assets/AnnotationPage-2.js', '/assets/RecordCard-3.js'],
    },
    {
      path: '/dataset/:id/settings',
      modules: ['/assets/Settings-4.js', '"><script>alert(1)</script>', 'https://other.example/x.js'],
    },
  ],
};
const annotationLinks =
  '<link rel="modulepreload" crossorigin href="/assets/AnnotationPage-2.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/RecordCard-3.js">';

describe('page preloads (index.html with the route’s modulepreload tags)', () => {
  const dirs: string[] = [];
  const folder = (preloads: unknown = PRELOADS) => {
    // null: no page-preloads.json at all
    const dir = mkdtempSync(join(tmpdir(), 'marginalia-preloads-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'index.html'), INDEX);
    if (preloads !== null)
      writeFileSync(
        join(dir, 'page-preloads.json'),
        typeof preloads === 'string' ? preloads : JSON.stringify(preloads),
      );
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('names the scripts of the route the path is on before </head>, as the router matches (any case, trailing slash)', () => {
    const pageAt = createPagePreloads(folder());
    for (const path of [
      '/dataset/abc/annotation-mode',
      '/Dataset/abc/Annotation-Mode/',
      '/dataset/01a2%20x/annotation-mode',
    ]) {
      expect(pageAt(path)).toBe(INDEX.replace('</head>', `${annotationLinks}\n  </head>`));
    }
    expect(pageAt('/')).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-1.js">\n  </head>',
    );
  });

  it('leaves index.html as it is on other paths: null', () => {
    const pageAt = createPagePreloads(folder());
    for (const path of [
      '/dataset/abc',
      '/dataset//annotation-mode',
      '/dataset/abc/annotation-mode/more',
      '/sign-in',
      '//',
    ]) {
      expect(pageAt(path)).toBeNull();
    }
  });

  it('puts only plain same-origin paths into the page', () => {
    const page = createPagePreloads(folder())('/dataset/abc/settings')!;
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/Settings-4.js">\n  </head>');
    expect(page).not.toContain('alert');
    expect(page).not.toContain('other.example');
  });

  it('preloads nothing without the file, or with one it cannot read', () => {
    expect(createPagePreloads(folder(null))('/')).toBeNull();
    expect(createPagePreloads(folder('{not json'))('/')).toBeNull();
    expect(createPagePreloads(folder({ pages: 'no' }))('/')).toBeNull();
    expect(
      createPagePreloads(
        folder({
          pages: [
            { path: 3, modules: [] },
            { path: '/', modules: {} },
          ],
        }),
      )('/'),
    ).toBeNull();
  });

  it('reads the files again when a rebuild changes them', () => {
    const dir = folder();
    const pageAt = createPagePreloads(dir);
    expect(pageAt('/')).toContain('HomePage-1.js');
    writeFileSync(
      join(dir, 'page-preloads.json'),
      JSON.stringify({ pages: [{ path: '/', modules: ['/assets/HomePage-9.js'] }] }),
    );
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dir, 'page-preloads.json'), later, later);
    expect(pageAt('/')).toContain('HomePage-9.js');
    expect(pageAt('/')).not.toContain('HomePage-1.js');
  });
});

describe('the web app served with page preloads', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'marginalia-static-'));
  let server: TestServer;
  beforeAll(async () => {
    writeFileSync(join(staticDir, 'index.html'), INDEX);
    writeFileSync(join(staticDir, 'page-preloads.json'), JSON.stringify(PRELOADS));
    server = await createTestServer('sqlite', { MARGINALIA_STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers a route’s page with its tags, as HTML, revalidated, under the web app’s policy', async () => {
    const res = await server.request('GET', '/dataset/abc/annotation-mode', { as: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self';");
    expect(res.body).toContain(annotationLinks);
    const other = await server.request('GET', '/user-settings', { as: null });
    expect(other.body).toBe(INDEX);
  });
});
