import { describe, expect, it, vi } from 'vitest';
import type { JobStatus } from '../api/wire/enums';
import { manualTimers } from '../environment/testing/manualTimers';
import { isJobRunning, RUNNING_JOB_STATUSES } from './jobStatus';
import { JOB_POLL_INTERVAL_MS, JobObserver } from './JobObserver';

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
    const timers = manualTimers();
    const observer = new JobObserver({ getJob }, { jobId: 'j' }, timers);
    const seen: (JobStatus | null)[] = [];
    observer.subscribe((result) => seen.push(result.status));
    await flush();
    expect(timers.periods()).toEqual([JOB_POLL_INTERVAL_MS]);
    timers.fire();
    await flush();
    timers.fire();
    await flush();
    expect(seen).toEqual(['queued', 'started', 'finished']);
    expect(observer.getCurrentResult()).toEqual({
      jobId: 'j',
      job: { id: 'j', status: 'finished' },
      status: 'finished',
      running: false,
      reads: 3,
      error: null,
    });
    expect(timers.count()).toBe(0);
    expect(getJob).toHaveBeenCalledTimes(3);
  });

  it('counts a failed read as failed, without throwing, and keeps its error', async () => {
    const timers = manualTimers();
    const offline = new Error('offline');
    const observer = new JobObserver({ getJob: () => Promise.reject(offline) }, { jobId: 'j' }, timers);
    observer.subscribe(() => undefined);
    await flush();
    expect(observer.getCurrentResult()).toEqual({
      jobId: 'j',
      job: null,
      status: 'failed',
      running: false,
      reads: 1,
      error: offline,
    });
  });

  it('publishes every read, even one that finds the status unchanged', async () => {
    const timers = manualTimers();
    const observer = new JobObserver(
      { getJob: async () => ({ id: 'j', status: 'started' as const }) },
      { jobId: 'j' },
      timers,
    );
    const reads: number[] = [];
    observer.subscribe((result) => reads.push(result.reads));
    await flush();
    timers.fire();
    await flush();
    timers.fire();
    await flush();
    expect(reads).toEqual([1, 2, 3]);
    expect(observer.getCurrentResult().status).toBe('started');
  });

  it('stops polling when the last listener leaves', async () => {
    const timers = manualTimers();
    const observer = new JobObserver(
      { getJob: async () => ({ id: 'j', status: 'started' as const }) },
      { jobId: 'j' },
      timers,
    );
    const stop = observer.subscribe(() => undefined);
    expect(timers.count()).toBe(1);
    stop();
    expect(timers.count()).toBe(0);
  });
});
