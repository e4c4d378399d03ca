import { describe, expect, it } from 'vitest';
import { toDatasetProgress } from './DatasetProgress';

describe('toDatasetProgress', () => {
  it('gives two-decimal percentages and the usernames', () => {
    expect(
      toDatasetProgress({
        total: 3,
        completed: 1,
        pending: 2,
        users: [{ username: 'ann' }, { username: 'bob' }],
      }),
    ).toEqual({
      total: 3,
      completed: 1,
      pending: 2,
      users: ['ann', 'bob'],
      percentCompleted: '33.33',
      percentPending: '66.67',
      hasAtLeastTenRecords: false,
      isCompleted: false,
    });
  });

  it('is completed only when every one of at least one record is completed', () => {
    expect(toDatasetProgress({ total: 10, completed: 10, pending: 0, users: [] })).toMatchObject({
      percentCompleted: '100.00',
      hasAtLeastTenRecords: true,
      isCompleted: true,
    });
    expect(toDatasetProgress({ total: 0, completed: 0, pending: 0, users: [] })).toMatchObject({
      percentCompleted: '0.00',
      isCompleted: false,
    });
  });
});
