import type { Marginalia } from '../sdk/createMarginalia';

/**
 * The headers that sign a direct file request (a PDF that pdf.js streams itself, outside the API client): the
 * embedder's API key or token when given, else the session's token; none when nobody is signed in.
 *
 * @example
 * await fileRequestHeaders(sdk); // { Authorization: 'Bearer …' }
 */
export async function fileRequestHeaders(sdk: Pick<Marginalia, 'credentials' | 'session'>): Promise<Record<string, string>> {
  const credentials = (await sdk.credentials.read()) ?? { token: sdk.session.getState().token };
  if (credentials.apiKey) return { 'X-Argilla-Api-Key': credentials.apiKey };
  if (credentials.token) return { Authorization: `Bearer ${credentials.token}` };
  return {};
}
