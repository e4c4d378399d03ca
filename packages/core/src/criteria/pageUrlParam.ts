import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from './criteriaConstants';
import { pageAt, type PageCriteria } from './RecordCriteria';

function isNumeric(part: string): boolean {
  return part.trim() !== '' && !Number.isNaN(Number(part));
}

/**
 * Reads the `page` parameter: `3` is focus mode page 3 (size 10), `3~25` bulk mode from record 3 with 25 per
 * page. Non-numeric parts are ignored, as in the original; null (keep the default) when nothing usable remains,
 * when the size is not 10, 25, 50 or 100, or when the page is not a positive whole number.
 *
 * @example
 * parsePageParam('3~25'); // { mode: 'bulk', client: { page: 3, many: 25 }, server: { from: 3, many: 25 } }
 */
export function parsePageParam(value: string | null): PageCriteria | null {
  const numbers = (value ?? '').split('~').filter(isNumeric).map(Number);
  if (numbers.length === 0 || numbers.length > 2) return null;
  const [page = 1, many] = numbers;
  if (!Number.isInteger(page) || page < 1) return null;
  if (many === undefined) return pageAt('focus', page, DEFAULT_PAGE_SIZE);
  if (!PAGE_SIZE_OPTIONS.includes(many)) return null;
  return pageAt('bulk', page, many);
}

/** Writes the `page` parameter: the page alone in focus mode, `page~size` in bulk mode. */
export function serializePageParam(page: PageCriteria): string {
  if (page.mode === 'focus') return String(page.client.page);
  return `${page.client.page}~${page.client.many}`;
}
