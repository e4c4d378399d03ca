/** Writing direction of a text. */
export type TextDirection = 'ltr' | 'rtl';

// Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and the Hebrew/Arabic presentation forms.
const RTL_CHARACTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/gu;
// Basic Latin letters plus the Latin-1, Extended-A/B and Extended Additional letters.
const LATIN_CHARACTER = /[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u024F\u1E00-\u1EFF]/gu;

/**
 * `rtl` when the text has more right-to-left characters than Latin ones, else `ltr` (spec 2 §1).
 *
 * @example
 * textDirection('مرحبا bob'); // 'rtl' (5 Arabic letters against 3 Latin)
 * textDirection('שלום world'); // 'ltr' (4 Hebrew letters against 5 Latin)
 */
export function textDirection(text: string): TextDirection {
  const rtl = text.match(RTL_CHARACTER)?.length ?? 0;
  const latin = text.match(LATIN_CHARACTER)?.length ?? 0;
  return rtl > latin ? 'rtl' : 'ltr';
}
