import { describe, expect, it } from 'vitest';
import { cursorMoveFor } from './recordCursorKeys';

const press = (key: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...extra,
});

describe('cursorMoveFor', () => {
  it('moves with j/k and the arrow keys, stopping at both ends', () => {
    expect(cursorMoveFor(press('j'), 0, 10, true)).toEqual({ type: 'move', index: 1 });
    expect(cursorMoveFor(press('ArrowDown'), 9, 10, true)).toEqual({ type: 'move', index: 9 });
    expect(cursorMoveFor(press('k'), 3, 10, true)).toEqual({ type: 'move', index: 2 });
    expect(cursorMoveFor(press('ArrowUp'), 0, 10, true)).toEqual({ type: 'move', index: 0 });
  });

  it('jumps with Home and End and toggles with x or Space', () => {
    expect(cursorMoveFor(press('Home'), 5, 10, true)).toEqual({ type: 'move', index: 0 });
    expect(cursorMoveFor(press('End'), 5, 10, true)).toEqual({ type: 'move', index: 9 });
    expect(cursorMoveFor(press('x'), 5, 10, true)).toEqual({ type: 'toggle' });
    expect(cursorMoveFor(press(' '), 5, 10, true)).toEqual({ type: 'toggle' });
  });

  it('leaves modified keys, other keys and empty lists alone', () => {
    expect(cursorMoveFor(press('ArrowDown', { ctrlKey: true }), 0, 10, true)).toBeNull();
    expect(cursorMoveFor(press('j', { metaKey: true }), 0, 10, true)).toBeNull();
    expect(cursorMoveFor(press('a'), 0, 10, true)).toBeNull();
    expect(cursorMoveFor(press('j'), 0, 0, true)).toBeNull();
  });

  it('moves only with j and k from a control inside a record, leaving its keys to it', () => {
    expect(cursorMoveFor(press('j'), 2, 10, false)).toEqual({ type: 'move', index: 3 });
    expect(cursorMoveFor(press('k'), 2, 10, false)).toEqual({ type: 'move', index: 1 });
    for (const key of ['ArrowDown', 'ArrowUp', 'Home', 'End', 'x', ' ']) {
      expect(cursorMoveFor(press(key), 2, 10, false), key).toBeNull();
    }
  });
});
