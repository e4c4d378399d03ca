import { describe, expect, it } from 'vitest';
import { movedItem, optionStepTarget } from './optionOrdering';

describe('optionStepTarget', () => {
  it('moves one place up or down, never past the first or the last option', () => {
    expect(optionStepTarget(4, 0, 'up')).toBeNull();
    expect(optionStepTarget(4, 0, 'down')).toBe(1);
    expect(optionStepTarget(4, 2, 'up')).toBe(1);
    expect(optionStepTarget(4, 3, 'down')).toBeNull();
    expect(optionStepTarget(1, 0, 'down')).toBeNull();
    expect(optionStepTarget(4, 7, 'up')).toBeNull();
  });
});

describe('movedItem', () => {
  it('takes the item out and puts it back at the target, the rest keeping their order', () => {
    expect(movedItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movedItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(movedItem(['a', 'b', 'c', 'd'], 1, 2)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('leaves the list as it is for a target out of range or the same place', () => {
    const items = ['a', 'b'];
    expect(movedItem(items, 0, 2)).toEqual(['a', 'b']);
    expect(movedItem(items, -1, 0)).toEqual(['a', 'b']);
    expect(movedItem(items, 1, 1)).toEqual(['a', 'b']);
    expect(movedItem(items, 0, 1)).not.toBe(items);
  });
});
