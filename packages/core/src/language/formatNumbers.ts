const formats = new Map<string, Intl.NumberFormat>();

const FORMAT_OPTIONS: Record<'plain' | 'compact' | 'percent' | 'coefficient', Intl.NumberFormatOptions> = {
  plain: {},
  compact: { maximumFractionDigits: 2 },
  percent: { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 },
  coefficient: { minimumFractionDigits: 3, maximumFractionDigits: 3 },
};

/** One `Intl.NumberFormat` per language and style, made once: building one costs far more than formatting. */
function numberFormat(language: string, style: keyof typeof FORMAT_OPTIONS): Intl.NumberFormat {
  const key = `${style}:${language}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, FORMAT_OPTIONS[style]);
    formats.set(key, format);
  }
  return format;
}

/**
 * A number in the conventions of `language` (digit grouping and decimal separator).
 *
 * @example
 * formatNumber(12345.5, 'de'); // '12.345,5'
 */
export function formatNumber(value: number, language: string): string {
  return numberFormat(language, 'plain').format(value);
}

const COMPACT_SUFFIXES = ['', 'K', 'M', 'B'] as const;

/**
 * A row count in compact thousands with at most two decimals (spec 2 §9): `350`, `15K`, `1.23K`, `100K`, `2.5M`;
 * the decimal separator follows `language`.
 *
 * @example
 * formatCompactThousands(100_000, 'en'); // '100K'
 * formatCompactThousands(1_234, 'de'); // '1,23K'
 */
export function formatCompactThousands(value: number, language: string): string {
  let step = 0;
  let scaled = Math.round(value * 100) / 100;
  // Rounding happens before choosing the unit, so 999_999 becomes '1M' rather than '1,000K'.
  while (Math.abs(scaled) >= 1000 && step < COMPACT_SUFFIXES.length - 1) {
    step += 1;
    scaled = Math.round((value / 1000 ** step) * 100) / 100;
  }
  return `${numberFormat(language, 'compact').format(scaled)}${COMPACT_SUFFIXES[step]}`;
}

/**
 * A percentage (0 to 100, as a number or the core's two-decimal strings) with two decimals in the conventions of
 * `language`; '-' when the value is not a number (spec 2 §9).
 *
 * @example
 * formatPercent('33.33', 'en'); // '33.33%'
 * formatPercent('33.33', 'de'); // '33,33 %'
 * formatPercent(Number.NaN, 'en'); // '-'
 */
export function formatPercent(value: number | string, language: string): string {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) return '-';
  return numberFormat(language, 'percent').format(number / 100);
}

/**
 * An agreement coefficient or share to three decimals, as the literature prints them (α = 0.743).
 *
 * @example
 * formatCoefficient(0.8, 'en'); // '0.800'
 * formatCoefficient(-0.0714, 'de'); // '-0,071'
 */
export function formatCoefficient(value: number, language: string): string {
  return numberFormat(language, 'coefficient').format(value);
}
