import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_FALLBACK_MS, afterPaintOf } from './afterPaint';
import { manualTimers } from './testing/manualTimers';

/** A window whose frames the test paints by hand. */
function manualFrames() {
  const callbacks: (() => void)[] = [];
  return {
    requestAnimationFrame: (callback: () => void) => callbacks.push(callback),
    paint: () => callbacks.splice(0).forEach((callback) => callback()),
  };
}

/** A scheduler whose background tasks the test runs by hand. */
function backgroundOf(tasks: (() => void)[]) {
  return {
    postTask(callback: () => void, options: { priority: 'background' }) {
      expect(options.priority).toBe('background');
      tasks.push(callback);
      return Promise.resolve();
    },
  };
}

describe('afterPaintOf', () => {
  it('runs the work in a task after the next frame, once', () => {
    const timers = manualTimers();
    const frames = manualFrames();
    const done: string[] = [];
    afterPaintOf(frames, timers)(() => done.push('work'));
    expect(done).toEqual([]);
    expect(timers.periods()).toEqual([AFTER_PAINT_FALLBACK_MS]);
    frames.paint();
    // The frame's callback only schedules it: the work waits for the task after the paint.
    expect(done).toEqual([]);
    expect(timers.periods()).toEqual([AFTER_PAINT_FALLBACK_MS, 0]);
    timers.fire();
    expect(done).toEqual(['work']);
    expect(timers.count()).toBe(0);
  });

  it("queues the work behind the page's more urgent tasks after the frame when the window can", () => {
    const timers = manualTimers();
    const frames = manualFrames();
    const background: (() => void)[] = [];
    const done: string[] = [];
    afterPaintOf(frames, timers, backgroundOf(background))(() => done.push('work'));
    expect(background).toHaveLength(0);
    frames.paint();
    // Not a zero timeout, which would run before the input and the messages already waiting.
    expect(timers.periods()).toEqual([AFTER_PAINT_FALLBACK_MS]);
    expect(done).toEqual([]);
    background.splice(0).forEach((callback) => callback());
    expect(done).toEqual(['work']);
    expect(timers.count()).toBe(0);
  });

  it('runs the work once when the background task waits longer than the fallback', () => {
    const timers = manualTimers();
    const frames = manualFrames();
    const background: (() => void)[] = [];
    const done: string[] = [];
    afterPaintOf(frames, timers, backgroundOf(background))(() => done.push('work'));
    frames.paint();
    timers.fire();
    background.splice(0).forEach((callback) => callback());
    expect(done).toEqual(['work']);
  });

  it('runs the work after the fallback when no frame comes (a hidden page)', () => {
    const timers = manualTimers();
    const done: string[] = [];
    afterPaintOf(manualFrames(), timers)(() => done.push('work'));
    timers.fire();
    expect(done).toEqual(['work']);
  });

  it('runs nothing once cancelled', () => {
    const timers = manualTimers();
    const frames = manualFrames();
    const done: string[] = [];
    const cancel = afterPaintOf(frames, timers)(() => done.push('work'));
    cancel();
    frames.paint();
    timers.fire();
    expect(done).toEqual([]);
    expect(timers.count()).toBe(0);
  });

  it('uses a zero timeout without a window', () => {
    const timers = manualTimers();
    const done: string[] = [];
    afterPaintOf(undefined, timers)(() => done.push('work'));
    expect(timers.periods()).toEqual([0]);
    timers.fire();
    expect(done).toEqual(['work']);
  });
});
