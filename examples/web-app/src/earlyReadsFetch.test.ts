import { describe, expect, it } from 'vitest';
import { createMarginalia, prefetchAnnotationView, type KeyValueStorage } from '@marginalia/core';
import EARLY_SCRIPT from '../public/early-reads.js?raw';
import { EARLY_READS_PROPERTY, earlyReadsFetch, takeEarlyReads, type EarlyReads } from './earlyReadsFetch';

interface Sent {
  url: string;
  method: string;
}

/** A server answering every request with one body that serves as user and dataset (status per address), recording what it got. */
function fakeServer(status: (url: string) => number = () => 200) {
  const sent: Sent[] = [];
  const fetch = ((url: string, init?: RequestInit) => {
    sent.push({ url, method: init?.method ?? 'GET' });
    const at = '2026-01-01T00:00:00';
    const body = JSON.stringify({
      id: 'x',
      workspace_id: 'ws-1',
      username: 'owner',
      first_name: 'Owner',
      role: 'owner',
      inserted_at: at,
      updated_at: at,
      items: [],
    });
    return Promise.resolve(
      new Response(body, { status: status(url), headers: { 'Content-Type': 'application/json' } }),
    );
  }) as typeof globalThis.fetch;
  return { sent, fetch };
}

function storageWith(token: string | null): KeyValueStorage {
  const values = new Map<string, string>(token === null ? [] : [['auth.token', token]]);
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** Runs `public/early-reads.js` on a window at `address` with `token` stored; its reads, or null. */
function runEarlyScript(
  address: string,
  token: string | null,
  fetch: typeof globalThis.fetch,
): EarlyReads | null {
  const url = new URL(address, 'http://localhost');
  const win: Record<string, unknown> = {
    location: { pathname: url.pathname, search: url.search },
    localStorage: storageWith(token),
    fetch,
  };
  new Function('window', EARLY_SCRIPT)(win);
  return takeEarlyReads(win);
}

/** The app's boot (`boot.ts`) with the early reads: session restore and the annotation page's prefetch. */
async function boot(
  early: EarlyReads | null,
  server: ReturnType<typeof fakeServer>,
  datasetId = 'ds-1',
  token = 'tok',
) {
  const sdk = createMarginalia({
    baseUrl: '/api',
    storage: storageWith(token),
    fetch: earlyReadsFetch(server.fetch, early),
  });
  void sdk.session.getState().restore();
  const prefetch = prefetchAnnotationView(sdk.client, datasetId, new URLSearchParams());
  // The annotation store's first-page search, as it asks through the prefetch.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { sdk, prefetch };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('early reads', () => {
  it('sends the reads the app sends on an annotation page, which the app then takes instead of sending them again', async () => {
    const early = fakeServer();
    const reads = runEarlyScript('/dataset/ds-1/annotation-mode', 'tok', early.fetch);
    expect(early.sent).toHaveLength(6);

    const server = fakeServer();
    await boot(reads, server);
    await settle();
    // Only the workspace, which needs the dataset's answer, is left to ask.
    expect(server.sent).toEqual([{ url: '/api/v1/workspaces/ws-1', method: 'GET' }]);
  });

  it('sends nothing without a stored session, on another page, or with a query in the address', () => {
    const server = fakeServer();
    expect(runEarlyScript('/dataset/ds-1/annotation-mode', null, server.fetch)).toBeNull();
    expect(runEarlyScript('/dataset/ds-1/settings', 'tok', server.fetch)).toBeNull();
    expect(runEarlyScript('/dataset/ds-1/annotation-mode?_status=submitted', 'tok', server.fetch)).toBeNull();
    expect(server.sent).toEqual([]);
  });

  it('asks again for a read that failed or did not answer OK', async () => {
    const failing = ((url: string) =>
      url.endsWith('/me')
        ? Promise.reject(new TypeError('offline'))
        : fakeServer((u) => (u.endsWith('/fields') ? 500 : 200)).fetch(url)) as typeof globalThis.fetch;
    const reads = runEarlyScript('/dataset/ds-1/annotation-mode', 'tok', failing);
    const server = fakeServer();
    const { sdk } = await boot(reads, server);
    await settle();
    expect(sdk.session.getState().status).toBe('signedIn');
    expect(server.sent.map((request) => request.url)).toEqual(
      expect.arrayContaining(['/api/v1/me', '/api/v1/datasets/ds-1/fields']),
    );
    expect(server.sent).toHaveLength(3);
  });

  it('are not taken by another session or another dataset', async () => {
    const early = fakeServer();
    const reads = runEarlyScript('/dataset/ds-1/annotation-mode', 'tok', early.fetch);
    const server = fakeServer();
    await boot(reads, server, 'ds-2', 'another-token');
    await settle();
    expect(server.sent.map((request) => request.url)).toEqual(
      expect.arrayContaining([
        '/api/v1/me',
        '/api/v1/datasets/ds-2',
        '/api/v1/me/datasets/ds-2/metadata-properties',
      ]),
    );
    expect(server.sent).toHaveLength(7);
  });

  it('are dropped after a write, and once they are older than their maximum age', async () => {
    const early = fakeServer();
    const server = fakeServer();
    const afterWrite = earlyReadsFetch(
      server.fetch,
      runEarlyScript('/dataset/ds-1/annotation-mode', 'tok', early.fetch),
    );
    await afterWrite('/api/v1/records/r-1/responses', { method: 'POST', body: '{}' });
    await afterWrite('/api/v1/me', {
      method: 'GET',
      headers: { Accept: 'application/json, text/plain, */*', Authorization: 'Bearer tok' },
    });

    let time = 0;
    const reads = runEarlyScript('/dataset/ds-1/annotation-mode', 'tok', early.fetch)!;
    const late = earlyReadsFetch(
      server.fetch,
      { ...reads, startedAt: 0 },
      { now: () => time, maxAgeMs: 1000 },
    );
    time = 1001;
    await late('/api/v1/me', {
      method: 'GET',
      headers: { Accept: 'application/json, text/plain, */*', Authorization: 'Bearer tok' },
    });
    expect(server.sent.map((request) => request.url)).toEqual([
      '/api/v1/records/r-1/responses',
      '/api/v1/me',
      '/api/v1/me',
    ]);
  });

  it('are taken off the window once', () => {
    const win: Record<string, unknown> = { [EARLY_READS_PROPERTY]: { startedAt: 0, reads: [] } };
    expect(takeEarlyReads(win)).toEqual({ startedAt: 0, reads: [] });
    expect(takeEarlyReads(win)).toBeNull();
  });
});
