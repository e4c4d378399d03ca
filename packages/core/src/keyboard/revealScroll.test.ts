import { describe, expect, it } from 'vitest';
import { revealScroll } from './revealScroll';

const view = { start: 100, end: 400 };

describe('revealScroll', () => {
  it('keeps the offset when the item is in view', () => {
    expect(revealScroll({ start: 150, end: 250 }, view, 40)).toBe(40);
    expect(revealScroll({ start: 100, end: 400 }, view, 40)).toBe(40);
  });

  it('scrolls back to an item before the view, its start at the view start', () => {
    expect(revealScroll({ start: 60, end: 120 }, view, 80)).toBe(40);
  });

  it('scrolls on to an item after the view, its end at the view end', () => {
    expect(revealScroll({ start: 380, end: 460 }, view, 0)).toBe(60);
  });

  it('shows the start of an item wider than the view', () => {
    expect(revealScroll({ start: 120, end: 520 }, view, 10)).toBe(30);
  });
});
