import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../environment/KeyValueStorage';
import { createTableLayoutStore, selectFilterBadges } from './createTableLayoutStore';
import { hostTimers } from '../environment/Timers';

const KEY = 'table-layout:ds1:outcomes';

function fakeTimers() {
  vi.useFakeTimers();
  return hostTimers;
}

describe('createTableLayoutStore', () => {
  it('saves 300 ms after the last change, once for a burst of changes', () => {
    const timers = fakeTimers();
    const storage = createMemoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const layout = createTableLayoutStore({ storage, key: KEY, timers });
    layout.getState().resizeColumn('arm', 100);
    vi.advanceTimersByTime(200);
    layout.getState().resizeColumn('arm', 120);
    vi.advanceTimersByTime(299);
    expect(setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ widths: { arm: 120 }, frozen: [], filters: {} });
    vi.useRealTimers();
  });

  it('reads a saved layout back, caps widths at 350 and ignores a broken one', () => {
    const timers = fakeTimers();
    const storage = createMemoryStorage({
      [KEY]: JSON.stringify({ widths: { n: 80 }, frozen: ['n'], filters: {} }),
    });
    const layout = createTableLayoutStore({ storage, key: KEY, timers });
    expect(layout.getState().frozen).toEqual(['n']);
    layout.getState().resizeColumn('n', 900);
    expect(layout.getState().widths.n).toBe(350);
    const broken = createTableLayoutStore({ storage: createMemoryStorage({ [KEY]: '{' }), key: KEY, timers });
    expect(broken.getState().widths).toEqual({});
    vi.useRealTimers();
  });

  it('freezes and unfreezes, follows renames, forgets deleted columns, flushes on dispose', () => {
    const timers = fakeTimers();
    const storage = createMemoryStorage();
    const layout = createTableLayoutStore({ storage, key: KEY, timers });
    const s = () => layout.getState();
    s().toggleFrozen('arm');
    s().setFilter('arm', ['drug']);
    s().resizeColumn('arm', 90);
    s().renameColumn('arm', 'group');
    expect(s().frozen).toEqual(['group']);
    expect(s().filters).toEqual({ group: ['drug'] });
    expect(s().widths).toEqual({ group: 90 });
    s().renameColumn('group', null);
    expect([s().frozen, s().filters, s().widths]).toEqual([[], {}, {}]);
    s().toggleFrozen('n');
    s().toggleFrozen('n');
    s().dispose();
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ widths: {}, frozen: [], filters: {} });
    vi.useRealTimers();
  });

  it('shows two filter badges and counts the rest', () => {
    const layout = createTableLayoutStore();
    layout.getState().setFilter('a', ['1']);
    layout.getState().setFilter('b', ['2']);
    expect(selectFilterBadges(layout.getState())).toEqual({
      shown: [
        { column: 'a', values: ['1'] },
        { column: 'b', values: ['2'] },
      ],
      more: 0,
    });
    layout.getState().setFilter('c', ['3']);
    expect(selectFilterBadges(layout.getState()).more).toBe(1);
    layout.getState().setFilter('a', null);
    expect(selectFilterBadges(layout.getState())).toMatchObject({
      shown: [{ column: 'b' }, { column: 'c' }],
      more: 0,
    });
    layout.getState().dispose();
  });
});
