import { describe, expect, it } from 'vitest';
import { emptyStateMessage, type EmptyStateContext } from './emptyState';

const base: EmptyStateContext = {
  status: 'pending',
  isFiltering: false,
  isTaskDistributionCompleted: false,
  isDatasetEmpty: false,
  isAdminOrOwner: false,
};

describe('emptyStateMessage', () => {
  it('says the task is completed when not filtering', () => {
    expect(emptyStateMessage({ ...base, isTaskDistributionCompleted: true })).toEqual({
      key: 'taskDistributionCompleted',
    });
    expect(emptyStateMessage({ ...base, isTaskDistributionCompleted: true, isFiltering: true })).toEqual({
      key: 'noRecordsFound',
      params: { status: 'pending' },
    });
  });

  it('words the empty dataset by role', () => {
    expect(emptyStateMessage({ ...base, isDatasetEmpty: true, isAdminOrOwner: true })).toEqual({
      key: 'datasetEmptyForAdmin',
    });
    expect(emptyStateMessage({ ...base, isDatasetEmpty: true })).toEqual({ key: 'datasetEmptyForAnnotator' });
  });

  it('falls back per status', () => {
    expect(emptyStateMessage({ ...base, status: 'draft' })).toEqual({ key: 'noDraftRecordsToReview' });
    expect(emptyStateMessage({ ...base, status: 'submitted' })).toEqual({ key: 'noSubmittedRecords' });
    expect(emptyStateMessage(base)).toEqual({ key: 'noPendingRecordsToAnnotate' });
    expect(emptyStateMessage({ ...base, status: 'discarded' })).toEqual({
      key: 'noRecords',
      params: { status: 'discarded' },
    });
  });
});
