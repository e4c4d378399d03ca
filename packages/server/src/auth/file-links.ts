import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { FILE_LINK_PARAMS } from '@marginalia/core';

/**
 * How long a signed file link reads its file: an hour, counted from the read that handed it out. Every viewer
 * fetches the PDF within seconds of reading the document, and a re-read hands out a new link; a link that leaks
 * (browser history, a copied address, a proxy's log) stops working within the hour.
 */
export const FILE_LINK_LIFETIME_SECONDS = 3600;
/**
 * Expiries are rounded up to this step, so reads within it hand out the same link: the browser's cache and a
 * viewer that compares URLs see one file, not a new one on every read. A link then lives 60 to 65 minutes.
 */
const FILE_LINK_EXPIRY_STEP_SECONDS = 300;

/** What a link lets its holder read: one object of one bucket (one version when `versionId` is set). */
export interface FileGrant {
  bucket: string;
  key: string;
  versionId?: string | undefined;
}

/** The link parameters a request carried. */
export interface FileLinkParams {
  expires: string | undefined;
  signature: string | undefined;
}

/**
 * The key links are signed with: derived from the server's secret (`MARGINALIA_AUTH_SECRET_KEY`), so processes
 * that share the secret check each other's links, links live across restarts exactly as sign-ins do, and a new
 * secret ends every link. Never the secret itself, so a link signature is no token signature.
 */
export function fileLinkKey(serverSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'marginalia', 'file links', 32));
}

/** Only reads are ever signed: the method is part of what is signed, so a link cannot stand for a write. */
function signatureOf(grant: FileGrant, expires: number, key: Buffer): Buffer {
  const signed = JSON.stringify(['GET', grant.bucket, grant.key, grant.versionId ?? null, expires]);
  return createHmac('sha256', key).update(signed).digest();
}

/** The expiry of a link handed out at `nowMs`. */
export function fileLinkExpiry(nowMs: number): number {
  const earliest = Math.floor(nowMs / 1000) + FILE_LINK_LIFETIME_SECONDS;
  return Math.ceil(earliest / FILE_LINK_EXPIRY_STEP_SECONDS) * FILE_LINK_EXPIRY_STEP_SECONDS;
}

/**
 * `url` (the API path of the granted file) with the link parameters that let it be read until `expires`.
 *
 * @example
 * signedFileUrl('/api/v1/file/team/pdf/1', { bucket: 'team', key: 'pdf/1' }, key, fileLinkExpiry(Date.now()));
 * // '/api/v1/file/team/pdf/1?expires=1700003700&signature=…'
 */
export function signedFileUrl(url: string, grant: FileGrant, key: Buffer, expires: number): string {
  const params = new URLSearchParams({
    [FILE_LINK_PARAMS.expires]: String(expires),
    [FILE_LINK_PARAMS.signature]: signatureOf(grant, expires, key).toString('base64url'),
  });
  return `${url}${url.includes('?') ? '&' : '?'}${params.toString()}`;
}

/** Whether a request carries link parameters at all. */
export function hasFileLink(params: FileLinkParams): boolean {
  return params.expires !== undefined || params.signature !== undefined;
}

/**
 * Checks a link against the file a request asks for: `valid` when its signature is the server's for exactly
 * that bucket, key and version and it has not expired; `expired` when it was the server's but is past its
 * expiry; `invalid` otherwise (tampered, another file, missing or malformed parameters).
 */
export function checkFileLink(
  grant: FileGrant,
  params: FileLinkParams,
  key: Buffer,
  nowMs: number,
): 'valid' | 'expired' | 'invalid' {
  const { expires: rawExpires, signature } = params;
  if (rawExpires === undefined || signature === undefined || !/^\d{1,12}$/.test(rawExpires)) return 'invalid';
  const expires = Number(rawExpires);
  const given = Buffer.from(signature, 'base64url');
  const expected = signatureOf(grant, expires, key);
  // base64url decoding skips what is not base64url, so the text must be the canonical one too.
  if (given.length !== expected.length || given.toString('base64url') !== signature) return 'invalid';
  if (!timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 > nowMs ? 'valid' : 'expired';
}
