/** The URL hash of a page: `#page_number.{n}` (spec 2 §2). */
export const PAGE_HASH_PREFIX = 'page_number.';

/**
 * The page a URL hash names, or null when it names none.
 *
 * @example
 * pageFromHash('#page_number.12'); // 12
 * pageFromHash('#results'); // null
 */
export function pageFromHash(hash: string): number | null {
  const value = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!value.startsWith(PAGE_HASH_PREFIX)) return null;
  const digits = value.slice(PAGE_HASH_PREFIX.length);
  if (!/^\d+$/.test(digits)) return null;
  const page = Number(digits);
  return page >= 1 ? page : null;
}

/**
 * The hash for a page, with its `#`.
 *
 * @example
 * hashOfPage(3); // '#page_number.3'
 */
export function hashOfPage(page: number): string {
  return `#${PAGE_HASH_PREFIX}${page}`;
}
