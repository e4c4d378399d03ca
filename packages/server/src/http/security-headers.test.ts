import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';
import {
  SCRIPTED_FRAME_CONTENT_SECURITY_POLICY,
  SCRIPTED_FRAME_PATH,
  webAppContentSecurityPolicy,
} from './security-headers';

describe('security headers', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'marginalia-static-'));
  let server: TestServer;
  beforeAll(async () => {
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Marginalia</title>');
    server = await createTestServer('sqlite', { MARGINALIA_STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves the web app with its policy: scripts only from its own files, no plugins, no foreign <base>', async () => {
    for (const path of ['/', '/dataset/some-id/annotation-mode']) {
      const res = await server.request('GET', path, { as: null });
      expect(res.status).toBe(200);
      const policy = res.headers.get('Content-Security-Policy');
      expect(policy).toBe(
        webAppContentSecurityPolicy(
          ['https://huggingface.co', 'https://datasets-server.huggingface.co'],
          ['https://huggingface.co'],
        ),
      );
      // The creation preview reads the hub from the browser.
      expect(policy).toContain(
        "connect-src 'self' https://huggingface.co https://datasets-server.huggingface.co;",
      );
      // It embeds the hub's dataset viewer, and frames nothing else of another origin.
      expect(policy).toContain("frame-src 'self' blob: data: https://huggingface.co;");
      expect(policy).toContain("script-src 'self';");
      expect(policy).not.toContain('unsafe-eval');
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('Permissions-Policy')).toBe('camera=(), microphone=(), geolocation=()');
    }
  });

  it('serves the scripted-template frame sandboxed, scripts only, whatever opens it', async () => {
    writeFileSync(join(staticDir, SCRIPTED_FRAME_PATH.slice(1)), '<!doctype html><title>frame</title>');
    const res = await server.request('GET', SCRIPTED_FRAME_PATH, { as: null });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toBe(SCRIPTED_FRAME_CONTENT_SECURITY_POLICY);
    expect(SCRIPTED_FRAME_CONTENT_SECURITY_POLICY).toMatch(/^sandbox allow-scripts;/);
    expect(SCRIPTED_FRAME_CONTENT_SECURITY_POLICY).not.toContain('allow-same-origin');
  });

  it('marks every API answer, errors included, as not to be sniffed; JSON gets no page policy', async () => {
    for (const [path, status] of [
      ['/api/v1/settings', 200],
      ['/api/v1/me', 401],
      ['/api/v1/no-such-path', 404],
    ] as const) {
      const res = await server.request('GET', path, { as: null });
      expect(res.status).toBe(status);
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('Content-Security-Policy')).toBeNull();
    }
  });
});
