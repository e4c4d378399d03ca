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

/** Verifies signature and expiry; returns the token's `username` or null when the token is not valid. */
export async function verifyAccessToken(token: string, secretKey: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secretKey), { algorithms: ['HS256'] });
    return typeof payload['username'] === 'string' ? payload['username'] : null;
  } catch {
    return null;
  }
}
