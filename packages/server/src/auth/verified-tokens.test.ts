import { describe, expect, it, vi } from 'vitest';
import { createAccessToken, verifyAccessToken } from './access-token';
import { VerifiedTokens } from './verified-tokens';

const SECRET = 'verified-tokens-test-secret';
const claims = { identity: 'u-1', name: 'Ann', username: 'ann', role: 'annotator' as const };
const now = () => Math.floor(Date.now() / 1000);

describe('VerifiedTokens', () => {
  it('checks a token’s signature once and then answers its username from memory', async () => {
    const verify = vi.fn(verifyAccessToken);
    const tokens = new VerifiedTokens(verify);
    const token = await createAccessToken(claims, { secretKey: SECRET, expirationSeconds: 60 });
    for (let use = 0; use < 3; use += 1) expect(await tokens.usernameOf(token, SECRET)).toBe('ann');
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered token from its expiry on (exp ≤ now), as the verification does', async () => {
    const tokens = new VerifiedTokens();
    const issued = now();
    const token = await createAccessToken(claims, { secretKey: SECRET, expirationSeconds: 60 }, issued);
    expect(await tokens.usernameOf(token, SECRET)).toBe('ann');
    expect(await tokens.usernameOf(token, SECRET, issued + 59)).toBe('ann');
    expect(await tokens.usernameOf(token, SECRET, issued + 60)).toBeNull();
    expect(await tokens.usernameOf(token, SECRET, issued + 1)).toBe('ann');
  });

  it('never answers a token under another secret, nor one with a bad signature', async () => {
    const tokens = new VerifiedTokens();
    const token = await createAccessToken(claims, { secretKey: SECRET, expirationSeconds: 60 });
    expect(await tokens.usernameOf(token, SECRET)).toBe('ann');
    expect(await tokens.usernameOf(token, 'another-secret')).toBeNull();
    // The signature's first character changed: each of its 6 bits is the signature's. (Its last character carries 2
    // bits that decoding drops, so writing over the end left the signature whole in one run in ~1,000.)
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const badSignature = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await tokens.usernameOf(`${header}.${payload}.${badSignature}`, SECRET)).toBeNull();
    expect(tokens.size).toBe(1);
  });

  it('remembers at most 1,000 tokens', async () => {
    const tokens = new VerifiedTokens();
    const issued = now();
    for (let index = 0; index < 1_001; index += 1) {
      const token = await createAccessToken(
        { ...claims, username: `user-${index}` },
        { secretKey: SECRET, expirationSeconds: 60 + index },
        issued,
      );
      expect(await tokens.usernameOf(token, SECRET)).toBe(`user-${index}`);
    }
    expect(tokens.size).toBe(1_000);
  });
});
