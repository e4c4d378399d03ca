import { useMemo } from 'react';
import { formatCoefficient, formatCompactThousands, formatNumber, formatPercent, formatRelativeTime } from '@marginalia/core';
import { useLanguage } from './useLanguage';

/** Number and date formatting in the current interface language. */
export interface Formatters {
  number(value: number): string;
  /** Row counts: `100K`, `15K`, `350`. */
  compact(value: number): string;
  /** Percentages with two decimals; '-' when not a number. */
  percent(value: number | string): string;
  /** Agreement coefficients and shares to three decimals: '0.743', '0,743'. */
  coefficient(value: number): string;
  /** 'vor 2 Stunden', 'hace 2 horas'… */
  relative(date: string | number | Date): string;
}

/**
 * Formatters bound to the current language (and `now`, for relative dates).
 *
 * @example
 * const format = useFormatters();
 * format.percent(progress.percentCompleted); // '33,33 %' in German
 */
export function useFormatters(now: () => number = Date.now): Formatters {
  const language = useLanguage();
  return useMemo(
    () => ({
      number: (value) => formatNumber(value, language),
      compact: (value) => formatCompactThousands(value, language),
      percent: (value) => formatPercent(value, language),
      coefficient: (value) => formatCoefficient(value, language),
      relative: (date) => formatRelativeTime(date, now(), language),
    }),
    [language, now],
  );
}
