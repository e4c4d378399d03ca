import { describe, expect, it } from 'vitest';
import type { CriteriaUrlAdapter } from '../criteria/createCriteriaUrlSync';
import { USER_ID, createFakeRecordServer } from '../queue/testing/createFakeRecordServer';
import type { AnnotationEvent } from './annotationEvents';
import { createAnnotationSession } from './createAnnotationSession';
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
    await settle(100);
    session.store.getState().setAnswer('sentiment', 'positive');
    await session.store.getState().submit();
    await settle(100);
    expect(session.store.getState().page).toBe(2);
    expect(writes.at(-1)).toContain('page=2');
    expect(events).toMatchObject([{ type: 'submitted', recordId: 'rec-1', datasetId: 'd-1' }]);
    session.dispose();
  });

  it('refuses to start without a signed-in user', () => {
    const fake = createFakeRecordServer(1);
    const signedOut = { getState: () => ({ user: null }) };
    expect(() => createAnnotationSession({ client: fake.client, session: signedOut }, 'd-1')).toThrow(
      'createAnnotationSession needs a signed-in user',
    );
  });
});
