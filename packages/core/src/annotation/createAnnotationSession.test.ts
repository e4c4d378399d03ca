import { describe, expect, it } from 'vitest';
import type { CriteriaUrlAdapter } from '../criteria/createCriteriaUrlSync';
import { USER_ID, createFakeRecordServer } from '../queue/testing/createFakeRecordServer';
import type { AnnotationEvent } from './annotationEvents';
import { createAnnotationSession } from './createAnnotationSession';
import type { AfterPaint } from '../environment/afterPaint';
import { manualTimers } from '../environment/testing/manualTimers';
import { settle } from './testing/setupWorkflow';

const signedIn = { getState: () => ({ user: { id: USER_ID, role: 'owner' as const } }) };

/** An address bar in memory: what was written, and whether anyone listens to back / forward. */
function memoryUrl(search: string) {
  let params = new URLSearchParams(search);
  const writes: string[] = [];
  const listeners = new Set<() => void>();
  const url: CriteriaUrlAdapter = {
    read: () => params,
    write: (next) => {
      params = next;
      writes.push(next.toString());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return { url, writes, listeners };
}

describe('createAnnotationSession', () => {
  it('loads the dataset with the criteria of the URL for the signed-in user', async () => {
    const fake = createFakeRecordServer(3);
    const { url, listeners } = memoryUrl('?page=2&status=pending');
    const session = createAnnotationSession({ client: fake.client, session: signedIn }, 'd-1', { url });
    session.start();
    expect(session.store.getState().status).toBe('loading');
    await settle(100);
    const state = session.store.getState();
    expect(state.status).toBe('ready');
    expect(state.page).toBe(2);
    expect(state.record?.id).toBe('rec-2');
    expect(session.store.criteria.getState().committed.page.client.page).toBe(2);
    expect(listeners.size).toBe(1);
    session.dispose();
    expect(listeners.size).toBe(0);
  });

  it('writes committed criteria back to the URL and reports saved responses', async () => {
    const fake = createFakeRecordServer(3);
    const { url, writes } = memoryUrl('?status=pending');
    const events: AnnotationEvent[] = [];
    const session = createAnnotationSession({ client: fake.client, session: signedIn }, 'd-1', {
      url,
      onEvent: (event) => events.push(event),
    });
    session.start();
    await settle(100);
    session.store.getState().setAnswer('sentiment', 'positive');
    await session.store.getState().submit();
    await settle(100);
    expect(session.store.getState().page).toBe(2);
    expect(writes.at(-1)).toContain('page=2');
    expect(events).toMatchObject([{ type: 'submitted', recordId: 'rec-1', datasetId: 'd-1' }]);
    session.dispose();
  });

  it('touches neither the URL nor the server, and starts no timer, until it is started', async () => {
    const fake = createFakeRecordServer(3);
    const { url, writes, listeners } = memoryUrl('?page=2&status=pending&extra=1');
    const timers = manualTimers();
    let onlineListeners = 0;
    const online = {
      isOnline: () => true,
      subscribe: () => (onlineListeners++, () => void onlineListeners--),
    };
    const sdk = { client: fake.client, session: signedIn };
    const session = createAnnotationSession(sdk, 'd-1', { url, timers, online });
    await settle(20);
    // The URL's criteria are read when it is made, so its first render already shows them.
    expect(session.store.criteria.getState().committed.page.client.page).toBe(2);
    expect(session.store.getState().status).toBe('idle');
    expect([writes, listeners.size, fake.server.calls.length, timers.count(), onlineListeners]).toEqual([
      [],
      0,
      0,
      0,
      0,
    ]);

    session.start();
    session.start();
    expect(session.store.getState().status).toBe('loading');
    await settle(100);
    expect(session.store.getState().record?.id).toBe('rec-2');
    expect([listeners.size, onlineListeners]).toEqual([1, 1]);
    expect(fake.searches()).toHaveLength(1);

    session.dispose();
    expect([listeners.size, onlineListeners, timers.count()]).toEqual([0, 0, 0]);
    session.start();
    await settle(20);
    expect([listeners.size, onlineListeners, fake.searches().length]).toEqual([0, 0, 1]);
  });

  it('with frames, rewrites the address in canonical form a frame after the first record is painted', async () => {
    const fake = createFakeRecordServer(3);
    const { url, writes } = memoryUrl('?status=pending');
    const painted: (() => void)[] = [];
    const afterPaint: AfterPaint = (work) => {
      painted.push(work);
      return () => void painted.splice(painted.indexOf(work), 1);
    };
    const session = createAnnotationSession({ client: fake.client, session: signedIn }, 'd-1', {
      url,
      afterPaint,
    });
    session.start();
    await settle(100);
    expect(session.store.getState().record?.id).toBe('rec-1');
    expect(writes).toEqual([]);
    painted.splice(0).forEach((work) => work());
    expect(writes).toEqual([]);
    // A frame after the one that showed the record.
    painted.splice(0).forEach((work) => work());
    expect(writes).toEqual(['status=pending&page=1']);
    session.dispose();
  });

  it('is disposed without having started, and never starts afterwards', async () => {
    const fake = createFakeRecordServer(3);
    const { url, writes, listeners } = memoryUrl('?status=pending');
    const session = createAnnotationSession({ client: fake.client, session: signedIn }, 'd-1', { url });
    session.dispose();
    session.start();
    await settle(20);
    expect([writes, listeners.size, fake.server.calls.length]).toEqual([[], 0, 0]);
  });

  it('refuses to start without a signed-in user', () => {
    const fake = createFakeRecordServer(1);
    const signedOut = { getState: () => ({ user: null }) };
    expect(() => createAnnotationSession({ client: fake.client, session: signedOut }, 'd-1')).toThrow(
      'createAnnotationSession needs a signed-in user',
    );
  });
});
