import type { KeyValueStorage } from '@marginalia/core';

/** Resizable panel limits (spec 1 §9). */
export const PANEL_LIMITS = {
  /** Neither side of a side-by-side split gets narrower than this share of the width, in percent. */
  horizontalMinPercent: 25,
  /** The upper pane of a stacked split keeps at least this share of the height, in percent. */
  verticalMinPercent: 38,
  /** Height of a collapsed lower pane (its header only), in px. */
  collapsedHeightPx: 50,
  /** An expanded lower pane is at least this tall, in px. */
  expandedMinHeightPx: 80,
} as const;

/** What a split remembers. */
export interface PanelLayout {
  /** Share of the first pane, in percent. */
  size: number;
  collapsed: boolean;
}

/**
 * A split's remembered layout, or the default when none is stored or the stored one is unreadable.
 *
 * @example
 * readPanelLayout(storage, 'marginalia.panels.annotation', { size: 60, collapsed: false });
 */
export function readPanelLayout(storage: KeyValueStorage, key: string, fallback: PanelLayout): PanelLayout {
  try {
    const parsed = JSON.parse(storage.getItem(key) ?? 'null') as Partial<PanelLayout> | null;
    if (!parsed || typeof parsed.size !== 'number' || !Number.isFinite(parsed.size)) return fallback;
    return { size: parsed.size, collapsed: parsed.collapsed === true };
  } catch {
    return fallback;
  }
}

/** Remembers a split's layout. */
export function writePanelLayout(storage: KeyValueStorage, key: string, layout: PanelLayout): void {
  storage.setItem(key, JSON.stringify(layout));
}

/**
 * The first pane's share kept within limits: at least `minPercent`, and leaving the second pane at least
 * `minPercent` or `secondMinPx` (of `totalPx`), whichever is larger.
 *
 * @example
 * clampPanelSize(90, { minPercent: 25 }); // 75
 */
export function clampPanelSize(
  size: number,
  { minPercent, secondMinPx = 0, totalPx = 0 }: { minPercent: number; secondMinPx?: number; totalPx?: number },
): number {
  const secondMin = Math.max(minPercent, totalPx > 0 ? (secondMinPx / totalPx) * 100 : 0);
  const max = Math.max(minPercent, 100 - secondMin);
  return Math.round(Math.min(Math.max(size, minPercent), max) * 10) / 10;
}
