import { verifyAccessToken, type VerifiedAccessToken } from './access-token';

/** How many tokens an app remembers (about one per signed-in browser); the least recently used go first. */
const MAX_TOKENS = 1_000;

/**
 * The access tokens an app has verified. A token is an immutable signed string, so its signature is checked once
 * (the HMAC on every request was a sixth of a short request's CPU time); its expiry is still checked on every use,
 * as the verification does (expired once `exp` ≤ now, in whole seconds).
 *
 * @example
 * const username = await context.verifiedTokens.usernameOf(token, config.auth.secretKey);
 */
export class VerifiedTokens {
  readonly #known = new Map<string, VerifiedAccessToken & { secretKey: string }>();

  /** `verify` checks a token's signature and expiry (tests count its calls). */
  constructor(private readonly verify: typeof verifyAccessToken = verifyAccessToken) {}

  async usernameOf(
    token: string,
    secretKey: string,
    nowSeconds = Math.floor(Date.now() / 1000),
  ): Promise<string | null> {
    const known = this.#known.get(token);
    if (known && known.secretKey === secretKey) {
      this.#known.delete(token);
      if (nowSeconds >= known.expiresAt) return null;
      this.#known.set(token, known);
      return known.username;
    }
    const verified = await this.verify(token, secretKey);
    if (!verified || nowSeconds >= verified.expiresAt) return null;
    this.#known.set(token, { ...verified, secretKey });
    if (this.#known.size > MAX_TOKENS) this.#known.delete(this.#known.keys().next().value as string);
    return verified.username;
  }

  /** How many tokens are remembered (tests). */
  get size(): number {
    return this.#known.size;
  }
}
