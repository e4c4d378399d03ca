import { describe, expect, it } from 'vitest';
import searchFixture from '../testing/fixtures/search-metrics-workspaces.json';
import { pendingQueueSearchBody } from './pendingQueueSearchBody';

describe('pendingQueueSearchBody', () => {
  it('is exactly the pending queue body of the original app', () => {
    expect(pendingQueueSearchBody()).toEqual(
      searchFixture.expectedSearchRequestBodies['pending queue, no filters'],
    );
  });

  it('returns a fresh object each time, so a caller cannot change the next request', () => {
    const first = pendingQueueSearchBody();
    first.filters?.and.pop();
    expect(pendingQueueSearchBody().filters?.and).toHaveLength(2);
  });
});
