import { describe, expect, it } from 'vitest';
import { createAnswerTimer } from './createAnswerTimer';

describe('createAnswerTimer', () => {
  it('counts whole seconds on the injected clock, without paused time', () => {
    let clock = 1_000;
    const timer = createAnswerTimer(() => clock);
    clock += 4_400;
    expect(timer.elapsedSeconds()).toBe(4);
    expect(timer.elapsedMs()).toBe(4_400);
    timer.pause();
    expect(timer.isPaused()).toBe(true);
    clock += 60_000;
    expect(timer.elapsedSeconds()).toBe(4);
    timer.resume();
    expect(timer.isPaused()).toBe(false);
    clock += 1_200;
    expect(timer.elapsedSeconds()).toBe(6);
    timer.reset();
    expect(timer.elapsedSeconds()).toBe(0);
  });
});
