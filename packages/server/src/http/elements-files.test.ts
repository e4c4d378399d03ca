import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/server-config';
import { createTestServer, type TestServer } from '../testing/test-server';

// The built custom elements at /elements/, for pages on other origins (a notebook's output, a docs page).
describe('the custom elements at /elements/', () => {
  const elementsDir = mkdtempSync(join(tmpdir(), 'marginalia-elements-'));
  let server: TestServer;
  beforeAll(async () => {
    mkdirSync(join(elementsDir, 'chunks'));
    writeFileSync(join(elementsDir, 'marginalia-elements.js'), 'export const bundle = 1;');
    writeFileSync(join(elementsDir, 'marginalia-elements.iife.js'), '(()=>{})();');
    writeFileSync(join(elementsDir, 'chunks', 'view-Ab12.js'), 'export const chunk = 1;');
    writeFileSync(join(elementsDir, 'custom-elements.json'), '{"schemaVersion":"2.1.0"}');
    // Only some origins may call the API; the files stay open to every page.
    server = await createTestServer('sqlite', {
      MARGINALIA_ELEMENTS_DIR: elementsDir,
      MARGINALIA_CORS_ORIGINS: 'https://portal.example.org',
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(elementsDir, { recursive: true, force: true });
  });

  it('serves the bundles as scripts any origin may load as modules, chunks cached for good', async () => {
    const origin = { Origin: 'http://127.0.0.1:8888' };
    const bundle = await server.request('GET', '/elements/marginalia-elements.js', { as: null, headers: origin });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(bundle.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(bundle.headers.get('Cache-Control')).toBe('public, no-cache');
    expect(bundle.body).toBe('export const bundle = 1;');
    const chunk = await server.request('GET', '/elements/chunks/view-Ab12.js', { as: null, headers: origin });
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(chunk.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const manifest = await server.request('GET', '/elements/custom-elements.json', { as: null });
    expect(manifest.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    // The API itself still answers only the listed origin.
    const settings = await server.request('GET', '/api/v1/settings', { as: null, headers: origin });
    expect(settings.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('never reads outside the folder, and an unknown file is the JSON 404', async () => {
    for (const path of ['/elements/../package.json', '/elements/%2e%2e/%2e%2e/package.json', '/elements/nope.js']) {
      const res = await server.request('GET', path, { as: null });
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain('"version"');
    }
  });
});

describe('where the elements are found', () => {
  it('takes MARGINALIA_ELEMENTS_DIR, finds the workspace build otherwise, and serves none with `off`', () => {
    expect(loadConfig({ MARGINALIA_ELEMENTS_DIR: '/nonexistent-marginalia-elements' }).elementsDir).toBeNull();
    expect(loadConfig({ MARGINALIA_ELEMENTS_DIR: 'off' }).elementsDir).toBeNull();
    const dir = mkdtempSync(join(tmpdir(), 'marginalia-elements-'));
    try {
      expect(loadConfig({ MARGINALIA_ELEMENTS_DIR: dir }).elementsDir).toBe(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
