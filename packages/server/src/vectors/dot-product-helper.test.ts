import { describe, expect, it } from 'vitest';
import { waitForJob } from './dot-product-helper';

/**
 * A fake `Atomics.wait` on a fake clock: it sleeps (the clock moves on by the whole timeout) only while the flag still
 * holds the value it is given, as the real one does. `helper` runs at each reading of the clock: what the helper
 * thread does between the caller's look at the flag and its sleep (the caller reads the clock in between).
 */
function fakeWait(done: Int32Array, helper: (reading: number) => void) {
  const clock = { now: 0, readings: 0, sleeps: 0 };
  const wait = (flag: Int32Array, seen: number, ms: number) => {
    if (Atomics.load(flag, 0) !== seen) return;
    clock.sleeps += 1;
    clock.now += ms;
  };
  const now = () => {
    helper((clock.readings += 1));
    return clock.now;
  };
  return { clock, wait, now, done };
}

const flag = () => new Int32Array(new SharedArrayBuffer(4));

describe('waitForJob', () => {
  it('returns at once when the job finished between the look at the flag and the sleep', () => {
    // The helper raises the flag to job 7 while the caller works out how long it may sleep.
    const { clock, wait, now, done } = fakeWait(flag(), (reading) => {
      if (reading === 2) Atomics.store(done, 0, 7);
    });
    expect(waitForJob(done, 7, 5_000, wait, now)).toBe(true);
    expect(clock.sleeps).toBe(0);
    expect(clock.now).toBe(0);
  });

  it('returns at once for a job already done, and gives up after the timeout for one never done', () => {
    expect(waitForJob(Int32Array.from([3]), 3, 5_000, () => expect.unreachable('no sleep'))).toBe(true);
    const { clock, wait, now, done } = fakeWait(flag(), () => {});
    expect(waitForJob(done, 4, 5_000, wait, now)).toBe(false);
    expect(clock.now).toBe(5_000);
  });

  it('waits for its own job, not an earlier one', () => {
    // The helper first answers job 1 (late), then this call's job 2, each while the caller reads the clock.
    const { clock, wait, now, done } = fakeWait(flag(), (reading) => {
      if (reading >= 2) Atomics.store(done, 0, reading - 1);
    });
    expect(waitForJob(done, 2, 5_000, wait, now)).toBe(true);
    expect(clock.now).toBe(0);
  });
});
