import { describe, expect, it } from 'vitest';
import { formatCoefficient, formatCompactThousands, formatNumber, formatPercent } from './formatNumbers';

describe('formatCompactThousands', () => {
  it('shows the example row counts as 100K, 15K and 350', () => {
    expect(formatCompactThousands(100_000, 'en')).toBe('100K');
    expect(formatCompactThousands(15_000, 'en')).toBe('15K');
    expect(formatCompactThousands(350, 'en')).toBe('350');
  });

  it('keeps at most two decimals, in the language’s notation', () => {
    expect(formatCompactThousands(1_234, 'en')).toBe('1.23K');
    expect(formatCompactThousands(1_235_000, 'en')).toBe('1.24M');
    expect(formatCompactThousands(1_234, 'de')).toBe('1,23K');
    expect(formatCompactThousands(999_999, 'en')).toBe('1M');
    expect(formatCompactThousands(999, 'en')).toBe('999');
  });
});

describe('formatPercent', () => {
  it('shows two decimals per language', () => {
    expect(formatPercent('33.33', 'en')).toBe('33.33%');
    expect(formatPercent(50, 'en')).toBe('50.00%');
    expect(formatPercent('33.33', 'de')).toBe('33,33\u00a0%');
    expect(formatPercent('33.33', 'es')).toBe('33,33\u00a0%');
  });

  it('shows "-" when the value is not a number', () => {
    expect(formatPercent(Number.NaN, 'en')).toBe('-');
    expect(formatPercent('abc', 'en')).toBe('-');
    expect(formatPercent('', 'en')).toBe('-');
  });
});

describe('formatNumber', () => {
  it('groups digits per language', () => {
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatNumber(12345, 'de')).toBe('12.345');
  });
});

describe('formatCoefficient', () => {
  it('prints three decimals in the language’s conventions', () => {
    expect(formatCoefficient(0.8, 'en')).toBe('0.800');
    expect(formatCoefficient(0.74321, 'de')).toBe('0,743');
    expect(formatCoefficient(1, 'es')).toBe('1,000');
  });
});
