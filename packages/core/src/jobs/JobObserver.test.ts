import { describe, expect, it, vi } from 'vitest';
import type { JobStatus } from '../api/wire/enums';
import { isJobRunning, RUNNING_JOB_STATUSES } from './jobStatus';
import { JOB_POLL_INTERVAL_MS, JobObserver } from './JobObserver';
import { hostTimers } from '../environment/Timers';

function fakeTimers() {
  const intervals = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  return {
    timers: {
      ...hostTimers,
      setInterval: (callback: () => void, ms: number) => (intervals.set(next, { callback, ms }), next++),
      clearInterval: (handle: unknown) => void intervals.delete(handle as number),
    },
    tick: () => [...intervals.values()].forEach((i) => i.callback()),
    intervals,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('job statuses (spec 2 §3)', () => {
  it('counts started, scheduled, queued and deferred as running', () => {
    expect([...RUNNING_JOB_STATUSES].sort()).toEqual(['deferred', 'queued', 'scheduled', 'started']);
    for (const status of ['finished', 'failed', 'stopped', 'canceled'] as JobStatus[])
      expect(isJobRunning(status)).toBe(false);
  });
});

describe('JobObserver', () => {
  it('reads at once, then every 3000 ms until the job ends', async () => {
    const statuses: JobStatus[] = ['queued', 'started', 'finished'];
    const getJob = vi.fn(async () => ({ id: 'j', status: statuses.shift() ?? 'finished' }));
    const { timers, tick, intervals } = fakeTimers();
    const observer = new JobObserver({ getJob }, { jobId: 'j' }, timers);
    const seen: (JobStatus | null)[] = [];
    observer.subscribe((result) => seen.push(result.status));
    await flush();
    expect([...intervals.values()][0]?.ms).toBe(JOB_POLL_INTERVAL_MS);
    tick();
    await flush();
    tick();
    await flush();
    expect(seen).toEqual(['queued', 'started', 'finished']);
    expect(observer.getCurrentResult()).toEqual({ jobId: 'j', status: 'finished', running: false });
    expect(intervals.size).toBe(0);
    expect(getJob).toHaveBeenCalledTimes(3);
  });

  it('counts a failed read as failed, without throwing', async () => {
    const { timers } = fakeTimers();
    const observer = new JobObserver(
      { getJob: () => Promise.reject(new Error('offline')) },
      { jobId: 'j' },
      timers,
    );
    observer.subscribe(() => undefined);
    await flush();
    expect(observer.getCurrentResult()).toEqual({ jobId: 'j', status: 'failed', running: false });
  });

  it('stops polling when the last listener leaves', async () => {
    const { timers, intervals } = fakeTimers();
    const observer = new JobObserver(
      { getJob: async () => ({ id: 'j', status: 'started' as const }) },
      { jobId: 'j' },
      timers,
    );
    const stop = observer.subscribe(() => undefined);
    expect(intervals.size).toBe(1);
    stop();
    expect(intervals.size).toBe(0);
  });
});
