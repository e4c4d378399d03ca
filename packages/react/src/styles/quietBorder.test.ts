import { describe, expect, it } from 'vitest';
import { annotationCss } from '../annotation/annotationCss';
import { toggleCss } from '../primitives/toggleCss';
import { themeCss } from './themeCss';
import { THEME_PALETTES } from './themePalettes';

const channels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));

function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = channels(hex)
      .map((c) => c / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('quiet outlines (issue 31)', () => {
  it('are none in the light and dark themes, and the border colour in the high-contrast theme', () => {
    expect(themeCss).toMatch(/:host, \.mg-root \{[^}]*--mg-theme-quiet-border: transparent;/);
    const highContrast = themeCss.slice(themeCss.indexOf('[data-mg-theme="high-contrast"]'));
    expect(highContrast.slice(0, highContrast.indexOf('}'))).toContain(
      '--mg-theme-quiet-border: var(--mg-theme-border);',
    );
    expect(annotationCss).toMatch(
      /\.mg-option__label \{[^}]*border: 1px solid var\(--mg-theme-quiet-border\)/,
    );
  });

  it.each([
    ['light', 4.5],
    ['dark', 4.5],
    ['high-contrast', 7],
  ] as const)(
    "%s: an option chip's text reaches %s:1 on its fill, which replaces its outline",
    (theme, ratio) => {
      const palette = THEME_PALETTES[theme];
      // The fill is the theme's surface: an embedded element draws no colour its theme does not have.
      expect(annotationCss).toMatch(
        /\.mg-option__label \{[^}]*background: var\(--mg-theme-surface\);/,
      );
      expect(contrast(palette.fg, palette.surface)).toBeGreaterThanOrEqual(ratio);
    },
  );

  it('make the secondary buttons and the segmented toggle a fill, outlined only where quiet outlines are drawn', () => {
    expect(themeCss).toMatch(
      /\.mg-button--quiet \{ background: var\(--mg-theme-surface\); border-color: var\(--mg-theme-quiet-border\); \}/,
    );
    expect(toggleCss).toMatch(/\.mg-segmented \{[^}]*border: 1px solid var\(--mg-theme-quiet-border\);/);
    expect(toggleCss).toMatch(/\.mg-segmented \{[^}]*background: var\(--mg-theme-surface\);/);
    expect(toggleCss).not.toMatch(/border-left: 1px solid var\(--mg-theme-border\)/);
    // A phone: the questions' sheet and its fixed action bar are set apart by their shadows.
    const phone = annotationCss.slice(annotationCss.indexOf('@media (max-width: 640px)'));
    expect(phone).toMatch(/\.mg-questions \{[^}]*border-color: var\(--mg-theme-quiet-border\);/);
    expect(phone).toMatch(
      /\.mg-questions > \.mg-actions \{[^}]*border-top-color: var\(--mg-theme-quiet-border\);/,
    );
  });

  it.each(['light', 'dark', 'high-contrast'] as const)(
    "%s: the quiet buttons' texts (Discard in the danger colour among them) reach AA on their fill",
    (theme) => {
      const palette = THEME_PALETTES[theme];
      for (const text of [palette.fg, palette.danger, palette.primary])
        expect(contrast(text, palette.surface)).toBeGreaterThanOrEqual(theme === 'high-contrast' ? 7 : 4.5);
    },
  );
});
