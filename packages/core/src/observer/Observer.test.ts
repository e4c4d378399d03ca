import { describe, expect, it, vi } from 'vitest';
import { mergeCleanups } from './mergeCleanups';
import { Observer } from './Observer';
import { Subscribable } from './Subscribable';

class Counter extends Observer<{ count: number; label: string }> {
  started = 0;
  stopped = 0;
  constructor() {
    super({ count: 0, label: 'a' });
  }
  increment() {
    this.setResult({ count: this.getCurrentResult().count + 1 });
  }
  relabel(label: string) {
    this.setResult({ label });
  }
  protected override onSubscribe() {
    this.started += 1;
  }
  protected override onUnsubscribe() {
    this.stopped += 1;
  }
}

describe('Observer', () => {
  it('starts work on the first subscriber and stops it when the last one leaves', () => {
    const counter = new Counter();
    const first = counter.subscribe(() => {});
    const second = counter.subscribe(() => {});
    expect(counter.started).toBe(1);
    first();
    first();
    expect(counter.stopped).toBe(0);
    second();
    expect(counter.stopped).toBe(1);
    expect(counter.hasListeners()).toBe(false);
  });

  it('notifies with the new and previous result, and keeps the snapshot when nothing changed', () => {
    const counter = new Counter();
    const listener = vi.fn();
    counter.subscribe(listener);
    const before = counter.getCurrentResult();
    counter.relabel('a');
    expect(listener).not.toHaveBeenCalled();
    expect(counter.getCurrentResult()).toBe(before);
    counter.increment();
    expect(listener).toHaveBeenCalledWith({ count: 1, label: 'a' }, before);
    expect(counter.getState()).toBe(counter.getCurrentResult());
  });
});

describe('Subscribable', () => {
  it('lets a listener unsubscribe while being notified', () => {
    class Bell extends Subscribable {
      ring() {
        for (const listener of [...this.listeners]) listener();
      }
    }
    const bell = new Bell();
    const calls: string[] = [];
    const stop = bell.subscribe(() => {
      calls.push('a');
      stop();
    });
    bell.subscribe(() => calls.push('b'));
    bell.ring();
    bell.ring();
    expect(calls).toEqual(['a', 'b', 'b']);
  });
});

describe('mergeCleanups', () => {
  it('runs each cleanup once, last registered first', () => {
    const order: number[] = [];
    const stop = mergeCleanups(
      () => order.push(1),
      () => order.push(2),
    );
    stop();
    stop();
    expect(order).toEqual([2, 1]);
  });
});
