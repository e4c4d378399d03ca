import { FILE_LINK_PARAMS } from '@marginalia/core';
import type { Context } from 'hono';
import { FILE_LINK_EXPIRED, FILE_LINK_INVALID, UnauthorizedError } from '../errors/api-errors';
import type { AppEnv, UserRow } from '../http/app-env';
import { API_KEY_HEADER, resolveUser } from './authenticate';
import { checkFileLink, fileLinkKey, hasFileLink, type FileGrant } from './file-links';

/** Who reads a file: the holder of a signed link for exactly that file, or a signed-in caller. */
export type FileReader = { by: 'link' } | { by: 'user'; user: UserRow };

function hasCredentials(headers: Headers): boolean {
  return headers.has(API_KEY_HEADER) || headers.has('Authorization');
}

/**
 * Authorizes `GET /file/{bucket}/{path}`: a valid signed link for that bucket, key and `version_id` opens the
 * file by itself (a viewer, a frame or another origin cannot send a header); otherwise the API key or bearer
 * token as everywhere. A link that does not open the file, sent without credentials, is a 401 saying why
 * (expired, or not valid for this file); sent with credentials, the credentials decide.
 */
export async function authorizeFileRead(c: Context<AppEnv>, grant: FileGrant): Promise<FileReader> {
  const params = {
    expires: c.req.query(FILE_LINK_PARAMS.expires),
    signature: c.req.query(FILE_LINK_PARAMS.signature),
  };
  const headers = c.req.raw.headers;
  if (hasFileLink(params)) {
    const verdict = checkFileLink(grant, params, fileLinkKey(c.var.config.auth.secretKey), Date.now());
    if (verdict === 'valid') return { by: 'link' };
    if (!hasCredentials(headers))
      throw new UnauthorizedError(verdict === 'expired' ? FILE_LINK_EXPIRED : FILE_LINK_INVALID);
  }
  return { by: 'user', user: await resolveUser(c.var.db, headers, c.var.config.auth.secretKey, c.var.context.verifiedTokens) };
}
