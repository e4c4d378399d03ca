import { describe, expect, it } from 'vitest';
import { QueryObserver, type QueryOptions } from './QueryObserver';

/** A read whose answers the test gives by hand, one per call. */
function manualRead<T>() {
  const calls: { resolve(value: T): void; reject(error: unknown): void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject }));
  return { calls, load };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('QueryObserver', () => {
  it('reads on the first subscriber and shows the value for its key', async () => {
    const read = manualRead<number>();
    const observer = new QueryObserver<number>({ key: 'a', load: read.load });
    expect(read.calls).toHaveLength(0);
    observer.subscribe(() => {});
    expect(read.calls).toHaveLength(1);
    read.calls[0]!.resolve(7);
    await settle();
    expect(observer.getCurrentResult()).toEqual({ key: 'a', data: 7 });
    expect(observer.dataFor(observer.getCurrentResult())).toBe(7);
  });

  it('shows null after a failed read', async () => {
    const observer = new QueryObserver<number>({ key: 'a', load: () => Promise.reject(new Error('500')) });
    observer.subscribe(() => {});
    await settle();
    expect(observer.getCurrentResult()).toEqual({ key: 'a', data: null });
  });

  it('reads again for a new key and drops the answer for the old one', async () => {
    const read = manualRead<string>();
    const options = (key: string): QueryOptions<string> => ({ key, load: read.load });
    const observer = new QueryObserver(options('a'));
    observer.subscribe(() => {});
    observer.setOptions(options('b'));
    expect(read.calls).toHaveLength(2);
    // Before its answer, the new key shows nothing rather than the old key's value.
    expect(observer.dataFor({ key: 'a', data: 'old' })).toBeNull();
    read.calls[1]!.resolve('for b');
    read.calls[0]!.resolve('for a');
    await settle();
    expect(observer.getCurrentResult()).toEqual({ key: 'b', data: 'for b' });
  });

  it('keeps the last value while a new key is read when asked to', () => {
    const read = manualRead<number>();
    const observer = new QueryObserver<number>({ key: 'p:1', load: read.load, keepWhileReloading: true });
    observer.setOptions({ key: 'p:2', load: read.load, keepWhileReloading: true });
    expect(observer.dataFor({ key: 'p:1', data: 3 })).toBe(3);
  });

  it('does not read without a key, nor without subscribers, and drops answers after the last one left', async () => {
    const read = manualRead<number>();
    const observer = new QueryObserver<number>({ key: null, load: read.load });
    const stop = observer.subscribe(() => {});
    expect(read.calls).toHaveLength(0);
    stop();
    observer.setOptions({ key: 'a', load: read.load });
    expect(read.calls).toHaveLength(0);
    const stopAgain = observer.subscribe(() => {});
    stopAgain();
    read.calls[0]!.resolve(1);
    await settle();
    expect(observer.getCurrentResult()).toEqual({ key: null, data: null });
  });
});
