import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/createApiClient';
import { createFakeFetch, deferred, type FakeReply } from '../testing/createFakeFetch';
import { DatasetProgressObserver } from './DatasetProgressObserver';
import { manualTimers } from '../environment/testing/manualTimers';

const metricsBody = (submitted: number) => ({
  responses: { total: 10, submitted, discarded: 1, draft: 0, pending: 9 - submitted },
});
const progressBody = { total: 10, completed: 4, pending: 6, users: [] };

function setup() {
  const server = createFakeFetch();
  let submitted = 2;
  server.on('GET', '/api/v1/me/datasets/d1/metrics', () => ({ body: metricsBody(submitted) }));
  server.on('GET', '/api/v1/datasets/d1/progress', { body: progressBody });
  server.on('GET', '/api/v1/me/datasets/d2/metrics', { body: metricsBody(7) });
  server.on('GET', '/api/v1/datasets/d2/progress', { status: 403, body: { detail: 'Forbidden' } });
  const timers = manualTimers();
  const client = createApiClient({ fetch: server.fetch, cache: false });
  return { server, client, timers, submit: () => (submitted += 1) };
}

const settled = (observer: DatasetProgressObserver) =>
  new Promise<void>((resolve) => {
    const stop = observer.subscribe((result) => {
      if (result.status !== 'ready' && result.status !== 'error') return;
      stop();
      resolve();
    });
  });

describe('DatasetProgressObserver', () => {
  it('reads my metrics and the team progress on the first subscriber, and nothing before', async () => {
    const { server, client, timers } = setup();
    const observer = new DatasetProgressObserver(client, { datasetId: 'd1' }, timers);
    expect(server.calls).toHaveLength(0);
    const stop = observer.subscribe(() => {});
    await settled(observer);
    expect(observer.getCurrentResult()).toMatchObject({
      status: 'ready',
      metrics: { submitted: 2, total: 10 },
      team: { completed: 4, total: 10 },
      error: null,
    });
    stop();
  });

  it('reads again every refreshMs while listened to, and stops its timer on the last unsubscribe', async () => {
    const { client, timers, submit } = setup();
    const observer = new DatasetProgressObserver(client, { datasetId: 'd1', refreshMs: 5_000 }, timers);
    const stop = observer.subscribe(() => {});
    await settled(observer);
    expect(timers.count()).toBe(1);
    submit();
    const refreshed = settled(observer);
    timers.fire();
    await refreshed;
    expect(observer.getCurrentResult().metrics?.submitted).toBe(3);
    stop();
    expect(timers.count()).toBe(0);
  });

  it('switches datasets: the old numbers go, and a late answer of the old dataset is dropped', async () => {
    const { server, client, timers } = setup();
    const late = deferred<FakeReply>();
    server.on('GET', '/api/v1/me/datasets/d1/metrics', () => late.promise);
    const observer = new DatasetProgressObserver(client, { datasetId: 'd1' }, timers);
    const stop = observer.subscribe(() => {});
    observer.setOptions({ datasetId: 'd2' });
    await settled(observer);
    late.resolve({ body: metricsBody(1) });
    await Promise.resolve();
    // The team progress of d2 is forbidden: left out silently.
    expect(observer.getCurrentResult()).toMatchObject({ status: 'ready', metrics: { submitted: 7 }, team: null });
    stop();
  });

  it('reports a metrics failure as the error with the message of the status', async () => {
    const { server, client, timers } = setup();
    server.on('GET', '/api/v1/me/datasets/d1/metrics', { status: 404, body: { detail: 'Not found' } });
    const observer = new DatasetProgressObserver(client, { datasetId: 'd1' }, timers);
    const stop = observer.subscribe(() => {});
    await settled(observer);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', metrics: null, error: { key: 'http.404' } });
    stop();
  });
});
