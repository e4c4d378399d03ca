import { jwtVerify, SignJWT } from 'jose';
import type { UserRole } from '@marginalia/core';

/** The claims of an access token (contract §2). */
export interface AccessTokenClaims {
  identity: string;
  name: string;
  username: string;
  role: UserRole;
}

/** Settings of token signing. */
export interface TokenSettings {
  secretKey: string;
  /** Lifetime in seconds. */
  expirationSeconds: number;
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * Signs an HS256 access token with `identity`, `name`, `username`, `role` and `exp` claims.
 *
 * @example
 * const token = await createAccessToken({ identity: user.id, name: 'Ann', username: 'ann', role: 'annotator' }, settings);
 */
export async function createAccessToken(
  claims: AccessTokenClaims,
  settings: TokenSettings,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(nowSeconds + settings.expirationSeconds)
    .sign(keyOf(settings.secretKey));
}

/** What a valid token says: its `username` and when it expires (epoch seconds; `Infinity` without `exp`). */
export interface VerifiedAccessToken {
  username: string;
  expiresAt: number;
}

/** Verifies signature and expiry; returns the token's `username` and expiry, or null when the token is not valid. */
export async function verifyAccessToken(token: string, secretKey: string): Promise<VerifiedAccessToken | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secretKey), { algorithms: ['HS256'] });
    if (typeof payload['username'] !== 'string') return null;
    return { username: payload['username'], expiresAt: payload.exp ?? Number.POSITIVE_INFINITY };
  } catch {
    return null;
  }
}
