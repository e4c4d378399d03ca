import { describe, expect, it } from 'vitest';
import { endOfQueueMessage, type EndOfQueueContext } from './queueMessages';

const base: EndOfQueueContext = { status: 'pending', isFiltering: false, isTaskDistributionCompleted: false };

describe('endOfQueueMessage', () => {
  it('says the task is completed first, unless filtering', () => {
    expect(endOfQueueMessage({ ...base, isTaskDistributionCompleted: true })).toEqual({
      key: 'taskDistributionCompleted',
    });
    expect(endOfQueueMessage({ ...base, isTaskDistributionCompleted: true, isFiltering: true })).toEqual({
      key: 'noRecordsFound',
      params: { status: 'pending' },
    });
  });

  it('then words the end by status', () => {
    expect(endOfQueueMessage(base)).toEqual({ key: 'noPendingRecordsToAnnotate' });
    expect(endOfQueueMessage({ ...base, status: 'draft' })).toEqual({ key: 'noDraftRecordsToReview' });
    expect(endOfQueueMessage({ ...base, status: 'discarded' })).toEqual({
      key: 'noRecords',
      params: { status: 'discarded' },
    });
    expect(endOfQueueMessage({ ...base, status: 'submitted' })).toEqual({
      key: 'noRecords',
      params: { status: 'submitted' },
    });
  });
});
