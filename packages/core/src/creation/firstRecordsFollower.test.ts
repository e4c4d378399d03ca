import { describe, expect, it, vi } from 'vitest';
import type { JobStatus } from '../api/wire/enums';
import { manualTimers } from '../environment/testing/manualTimers';
import { createFirstRecordsFollower, ImportEndedError } from './firstRecordsFollower';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const progress = (total: number) => ({ total, completed: 0, pending: total, users: [] });

function client(statuses: JobStatus[]) {
  return {
    getJob: vi.fn(async () => ({ id: 'j1', status: statuses.shift() ?? 'started' })),
    getDatasetProgress: vi.fn(async () => progress(0)),
  };
}

describe('createFirstRecordsFollower (spec 2 §9)', () => {
  it('acts on the latest job read only while the progress of an earlier one is still being read', async () => {
    const reads = client(['started', 'started', 'failed']);
    let answer: (value: ReturnType<typeof progress>) => void = () => undefined;
    reads.getDatasetProgress.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const clock = manualTimers();
    const follower = createFirstRecordsFollower(reads, { timers: clock });
    const outcome = follower.follow('d1', 'j1').catch((error: unknown) => error);
    await flush();
    clock.fire();
    await flush();
    clock.fire();
    await flush();
    // Three job reads, one progress read pending: the second read is passed over for the third.
    expect(reads.getJob).toHaveBeenCalledTimes(3);
    answer(progress(2));
    expect(await outcome).toEqual(new ImportEndedError('failed'));
    expect(reads.getDatasetProgress).toHaveBeenCalledTimes(2);
    expect(clock.count()).toBe(0);
  });

  it('starts no wait once disposed', async () => {
    const reads = client([]);
    const clock = manualTimers();
    const follower = createFirstRecordsFollower(reads, { timers: clock });
    follower.dispose();
    let settled = false;
    void follower.follow('d1', 'j1').finally(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    expect(reads.getJob).not.toHaveBeenCalled();
    expect(clock.count()).toBe(0);
  });
});
