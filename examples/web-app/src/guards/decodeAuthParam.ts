/**
 * Reads the `auth` query parameter of a sign-in link: base64 of `username:password`.
 * Returns null when it is missing or malformed (the sign-in form then shows as usual).
 *
 * @example
 * decodeAuthParam(btoa('annotator:12345678')); // { username: 'annotator', password: '12345678' }
 */
export function decodeAuthParam(value: string | null): { username: string; password: string } | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = atob(value);
  } catch {
    return null;
  }
  const separator = decoded.indexOf(':');
  if (separator <= 0 || separator === decoded.length - 1) return null;
  return { username: decoded.slice(0, separator), password: decoded.slice(separator + 1) };
}
