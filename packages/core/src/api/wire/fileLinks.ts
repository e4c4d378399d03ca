// No zod here: the document viewer reads these, and its bundle must not carry the wire schemas.

/**
 * Query parameters of a signed file link (a Marginalia addition beside the wire):
 * `GET /file/{bucket}/{path}?expires=<unix seconds>&signature=<base64url HMAC>` reads that one file, without an
 * Authorization header, until `expires`. A document's `url` carries them when the server answers it to a reader
 * of the document, because a PDF viewer, an `<iframe>` or a page on another origin can follow a URL but cannot
 * add a header. The link never grants another path, another version or another method.
 */
export const FILE_LINK_PARAMS = { expires: 'expires', signature: 'signature' } as const;

function splitOnce(text: string, separator: string): [string, string | null] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, null] : [text.slice(0, at), text.slice(at + 1)];
}

/**
 * A file URL without its link parameters: the file it names, whichever link it came in (two reads of one
 * document give two links to one file). Other URLs come back unchanged.
 *
 * @example
 * unsignedFileUrl('/api/v1/file/team/pdf/1?expires=1700000000&signature=abc'); // '/api/v1/file/team/pdf/1'
 */
export function unsignedFileUrl(url: string): string {
  const [beforeHash, hash] = splitOnce(url, '#');
  const [path, query] = splitOnce(beforeHash, '?');
  if (query === null) return url;
  const params = new URLSearchParams(query);
  const names = Object.values(FILE_LINK_PARAMS);
  if (!names.some((name) => params.has(name))) return url;
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return `${path}${rest ? `?${rest}` : ''}${hash === null ? '' : `#${hash}`}`;
}
