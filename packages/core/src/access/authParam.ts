/** Credentials carried by a sign-in link. */
export interface AuthParamCredentials {
  username: string;
  password: string;
}

function decodeBase64Utf8(value: string): string | null {
  // Links may carry URL-safe base64 or drop the padding.
  const normalised = value.trim().replace(/-/g, '+').replace(/_/g, '/');
  const padded = normalised.padEnd(normalised.length + ((4 - (normalised.length % 4)) % 4), '=');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(padded)) return null;
  try {
    const binary = globalThis.atob(padded);
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Reads the `auth` query parameter of a sign-in link: base64 of `username:password` (UTF-8). A missing or
 * malformed value gives null, and then no sign-in is attempted (spec 1 §2).
 *
 * @example
 * decodeAuthParam(btoa('annotator:12345678')); // { username: 'annotator', password: '12345678' }
 * decodeAuthParam('%%%'); // null
 */
export function decodeAuthParam(value: string | null | undefined): AuthParamCredentials | null {
  if (!value) return null;
  const decoded = decodeBase64Utf8(value);
  if (decoded === null) return null;
  const separator = decoded.indexOf(':');
  if (separator <= 0 || separator === decoded.length - 1) return null;
  return { username: decoded.slice(0, separator), password: decoded.slice(separator + 1) };
}
