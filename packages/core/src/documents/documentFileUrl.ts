/**
 * Where to fetch a document's PDF from: its `url` (`/api/v1/file/<workspace>/pdf/<id>`) is a path on the API's
 * host, so an app that talks to an API on another origin (an embed) resolves it against that origin.
 *
 * @example
 * documentFileUrl('/api/v1/file/team/pdf/1', 'http://localhost:6900/api'); // 'http://localhost:6900/api/v1/file/team/pdf/1'
 * documentFileUrl('/api/v1/file/team/pdf/1', 'api'); // '/api/v1/file/team/pdf/1'
 */
export function documentFileUrl(url: string, apiBaseUrl?: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url) || !url.startsWith('/')) return url;
  const origin = apiBaseUrl?.match(/^[a-z][a-z\d+.-]*:\/\/[^/]+/i)?.[0];
  return origin ? `${origin}${url}` : url;
}
