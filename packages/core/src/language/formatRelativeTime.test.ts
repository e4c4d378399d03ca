import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './formatRelativeTime';

const NOW = Date.parse('2024-05-10T12:00:00Z');

describe('formatRelativeTime', () => {
  it('uses the largest whole unit', () => {
    expect(formatRelativeTime('2024-05-10T11:59:30Z', NOW, 'en')).toBe('30 seconds ago');
    expect(formatRelativeTime('2024-05-10T10:00:00Z', NOW, 'en')).toBe('2 hours ago');
    expect(formatRelativeTime('2024-05-09T12:00:00Z', NOW, 'en')).toBe('yesterday');
    expect(formatRelativeTime('2024-04-10T12:00:00Z', NOW, 'en')).toBe('last month');
    expect(formatRelativeTime('2022-05-10T12:00:00Z', NOW, 'en')).toBe('2 years ago');
  });

  it('speaks the given language', () => {
    expect(formatRelativeTime('2024-05-10T10:00:00Z', NOW, 'de')).toBe('vor 2 Stunden');
    expect(formatRelativeTime('2024-05-10T10:00:00Z', NOW, 'es')).toBe('hace 2 horas');
  });

  it('accepts dates and epoch milliseconds', () => {
    expect(formatRelativeTime(new Date(NOW - 5 * 60_000), NOW, 'en')).toBe('5 minutes ago');
    expect(formatRelativeTime(NOW, NOW, 'en')).toBe('now');
  });
});
