import { randomBytes } from 'node:crypto';

/** A new API key: 80 random bytes as url-safe base64 (107 characters), like the original server. */
export function generateApiKey(): string {
  return randomBytes(80).toString('base64url');
}
