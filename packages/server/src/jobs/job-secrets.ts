import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals a job's secret (an export's hub token) for the shared queue: AES-256-GCM under a key derived from the
 * server's signing key, so only server processes sharing `MARGINALIA_AUTH_SECRET_KEY` can open it. The token is
 * never written to the database, and the queue drops the job once it ends.
 */
export function sealJobSecret(secret: string, serverKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', jobSecretKey(serverKey), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** Opens a sealed secret; null if it was sealed under another key or tampered with. */
export function openJobSecret(sealed: string, serverKey: string): string | null {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', jobSecretKey(serverKey), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

function jobSecretKey(serverKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverKey, 'marginalia', 'job secrets', 32));
}
