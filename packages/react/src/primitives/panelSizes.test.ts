import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@marginalia/core';
import { clampPanelSize, PANEL_LIMITS, readPanelLayout, writePanelLayout } from './panelSizes';

describe('panel sizes', () => {
  it('has the limits of the spec', () => {
    expect(PANEL_LIMITS).toEqual({
      horizontalMinPercent: 25,
      verticalMinPercent: 38,
      collapsedHeightPx: 50,
      expandedMinHeightPx: 80,
    });
  });

  it('keeps both sides of a horizontal split at 25 % or more', () => {
    expect(clampPanelSize(10, { minPercent: 25 })).toBe(25);
    expect(clampPanelSize(90, { minPercent: 25 })).toBe(75);
    expect(clampPanelSize(60.04, { minPercent: 25 })).toBe(60);
  });

  it('keeps the upper pane at 38 % and the lower one at 80 px', () => {
    expect(clampPanelSize(20, { minPercent: 38 })).toBe(38);
    // 80 px of 400 px is 20 %, less than the 38 % floor on that side too.
    expect(clampPanelSize(95, { minPercent: 38, secondMinPx: 80, totalPx: 400 })).toBe(62);
    // 80 px of 100 px is 80 %: the upper pane still keeps its 38 %.
    expect(clampPanelSize(95, { minPercent: 38, secondMinPx: 80, totalPx: 100 })).toBe(38);
  });

  it('remembers a layout and falls back on unreadable data', () => {
    const storage = createMemoryStorage();
    const fallback = { size: 60, collapsed: false };
    expect(readPanelLayout(storage, 'k', fallback)).toEqual(fallback);
    writePanelLayout(storage, 'k', { size: 42, collapsed: true });
    expect(readPanelLayout(storage, 'k', fallback)).toEqual({ size: 42, collapsed: true });
    storage.setItem('k', '{oops');
    expect(readPanelLayout(storage, 'k', fallback)).toEqual(fallback);
  });
});
