import { describe, expect, it } from 'vitest';
import { THEME_PALETTES, type ThemePalette } from './themePalettes';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const TEXT_TOKENS: (keyof ThemePalette)[] = ['fg', 'muted', 'primary', 'danger', 'success', 'warning'];

describe('THEME_PALETTES', () => {
  it.each([
    ['light', 4.5],
    ['dark', 4.5],
    ['high-contrast', 7],
  ] as const)('%s text reaches %s:1 on the background and on surfaces', (theme, ratio) => {
    const palette = THEME_PALETTES[theme];
    for (const token of TEXT_TOKENS) {
      expect(contrast(palette[token], palette.bg), `${token} on bg`).toBeGreaterThanOrEqual(ratio);
      expect(contrast(palette[token], palette.surface), `${token} on surface`).toBeGreaterThanOrEqual(ratio);
    }
    expect(contrast(palette['on-primary'], palette.primary)).toBeGreaterThanOrEqual(ratio);
    expect(contrast(palette.border, palette.bg)).toBeGreaterThanOrEqual(3);
  });
});
