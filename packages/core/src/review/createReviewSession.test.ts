import { describe, expect, it } from 'vitest';
import { createMarginalia } from '../sdk/createMarginalia';
import { createReviewSession } from './createReviewSession';
import { fakeReviewServer, queueItem } from './testing/reviewFixtures';

function setup() {
  const server = fakeReviewServer([queueItem('r1', { 'u-ann': { sentiment: 'positive' }, 'u-bob': { sentiment: 'negative' } })]);
  const sdk = createMarginalia({ fetch: server.fetch });
  return { server, session: createReviewSession(sdk, 'ds') };
}

describe('createReviewSession', () => {
  it('reads nothing when made: a host may make it during render and throw it away', async () => {
    const { server, session } = setup();
    await Promise.resolve();
    expect(server.callsTo('GET', '/api/v1/datasets/ds/review/records')).toHaveLength(0);
    session.dispose();
    await session.start();
    expect(server.callsTo('GET', '/api/v1/datasets/ds/review/records')).toHaveLength(0);
  });

  it('loads the queue once however often it is started', async () => {
    const { server, session } = setup();
    await session.start();
    await session.start();
    expect(server.callsTo('GET', '/api/v1/datasets/ds/review/records')).toHaveLength(1);
    expect(session.store.getState().item?.recordId).toBe('r1');
    session.dispose();
  });
});
