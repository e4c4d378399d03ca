function segmentsOf(path: string): string[] {
  return (path.split('?')[0] ?? '').split('/').filter((segment) => segment !== '');
}

/**
 * Whether a cached path falls under a pattern: the pattern's segments must start the path's, where `*` stands
 * for any one segment. Matching is by whole segments, so `/datasets/a` covers `/datasets/a/progress` but not
 * `/datasets/ab`; `/` covers every path.
 *
 * @example
 * matchesPathPattern('/datasets/d1/progress', '/datasets/d1'); // true
 * matchesPathPattern('/datasets/d1/fields', '/datasets/*'); // true
 */
export function matchesPathPattern(path: string, pattern: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(path);
  if (expected.length > actual.length) return false;
  return expected.every((segment, index) => segment === '*' || segment === actual[index]);
}
