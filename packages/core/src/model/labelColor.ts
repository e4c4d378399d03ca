/**
 * Hue (0 to 359) derived from a hash of a label, so a span label keeps its colour everywhere.
 *
 * @example
 * labelHue('person'); // always the same number for 'person'
 */
export function labelHue(label: string): number {
  let hash = 0;
  for (let index = 0; index < label.length; index += 1) {
    // 31-based rolling hash kept in 32 bits.
    hash = (hash * 31 + label.charCodeAt(index)) | 0;
  }
  return Math.abs(hash) % 360;
}

/** The four shades of a span label colour. */
export interface LabelPalette {
  veryDark: string;
  dark: string;
  light: string;
  veryLight: string;
}

/**
 * The palette of a label: very dark, dark, light and very light shades of its hue.
 *
 * @example
 * labelPalette('person').light; // 'hsl(…, 100%, 80%)'
 */
export function labelPalette(label: string): LabelPalette {
  const hue = labelHue(label);
  return {
    veryDark: `hsl(${hue}, 100%, 20%)`,
    dark: `hsl(${hue}, 100%, 35%)`,
    light: `hsl(${hue}, 100%, 80%)`,
    veryLight: `hsl(${hue}, 100%, 94%)`,
  };
}
