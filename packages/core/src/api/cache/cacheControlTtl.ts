/**
 * Reads how long the server lets an answer be reused, from its `Cache-Control` header: `max-age` in
 * milliseconds, 0 for `no-store` or `no-cache` (never reuse), and `undefined` when the header says nothing
 * about freshness, so the caller's duration applies.
 *
 * @example
 * cacheControlTtl('private, max-age=60'); // 60_000
 * cacheControlTtl('no-store'); // 0
 * cacheControlTtl(null); // undefined
 */
export function cacheControlTtl(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const directives = header.split(',').map((directive) => directive.trim().toLowerCase());
  if (directives.includes('no-store') || directives.includes('no-cache')) return 0;
  for (const directive of directives) {
    const match = /^max-age\s*=\s*"?(\d+)"?$/.exec(directive);
    if (match?.[1] !== undefined) return Number(match[1]) * 1_000;
  }
  return undefined;
}
