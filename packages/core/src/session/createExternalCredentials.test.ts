import { describe, expect, it, vi } from 'vitest';
import { createExternalCredentials } from './createExternalCredentials';

describe('createExternalCredentials', () => {
  it('is inactive without a key, a token or a provider, and reads as null', async () => {
    const credentials = createExternalCredentials();
    expect(credentials.isActive()).toBe(false);
    expect(credentials.canRenew()).toBe(false);
    expect(await credentials.read()).toBeNull();
    expect(await credentials.renew()).toBe(false);
  });

  it('prefers the API key to a token and never renews it', async () => {
    const provider = vi.fn(() => 'minted');
    const credentials = createExternalCredentials({ apiKey: 'k', token: 't', tokenProvider: provider });
    expect(await credentials.read()).toEqual({ apiKey: 'k' });
    expect(credentials.canRenew()).toBe(false);
    expect(await credentials.renew()).toBe(false);
    expect(provider).not.toHaveBeenCalled();
  });

  it('holds credentials that need no provider call, and none while the provider must be asked', async () => {
    expect(createExternalCredentials().held()).toBeNull();
    expect(createExternalCredentials({ apiKey: 'k', tokenProvider: () => 't' }).held()).toEqual({ apiKey: 'k' });
    expect(createExternalCredentials({ token: 't', tokenProvider: () => 'u' }).held()).toEqual({ token: 't' });
    const minting = createExternalCredentials({ tokenProvider: () => 'minted' });
    expect(minting.held()).toBeUndefined();
    await minting.read();
    expect(minting.held()).toEqual({ token: 'minted' });
  });

  it('asks the provider once for concurrent first requests, then keeps its token', async () => {
    let release!: (token: string) => void;
    const provider = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const credentials = createExternalCredentials({ tokenProvider: provider });
    const reads = [credentials.read(), credentials.read()];
    await Promise.resolve();
    release('t1');
    expect(await Promise.all(reads)).toEqual([{ token: 't1' }, { token: 't1' }]);
    expect(await credentials.read()).toEqual({ token: 't1' });
    expect(provider).toHaveBeenCalledTimes(1);
  });

  it('uses a given token first and the provider to renew it', async () => {
    const provider = vi.fn(async () => 'fresh');
    const credentials = createExternalCredentials({ token: 'stale', tokenProvider: provider });
    expect(await credentials.read()).toEqual({ token: 'stale' });
    expect(await credentials.renew()).toBe(true);
    expect(await credentials.read()).toEqual({ token: 'fresh' });
    expect(provider).toHaveBeenCalledTimes(1);
  });

  it('reports no renewal when the provider fails or gives nothing', async () => {
    const failing = createExternalCredentials({ tokenProvider: () => Promise.reject(new Error('offline')) });
    expect(await failing.renew()).toBe(false);
    expect(await failing.read()).toEqual({ token: null });
    const empty = createExternalCredentials({ tokenProvider: () => '' });
    expect(await empty.renew()).toBe(false);
  });

  it('follows updates: a new token replaces the held one, a removed provider deactivates', async () => {
    const credentials = createExternalCredentials({ token: 'a' });
    credentials.update({ token: 'b' });
    expect(await credentials.read()).toEqual({ token: 'b' });
    credentials.update({});
    expect(credentials.isActive()).toBe(false);
    expect(await credentials.read()).toBeNull();
  });

  it('does not let an answer of a replaced provider overwrite the new one', async () => {
    let release!: (token: string) => void;
    const old = () => new Promise<string>((resolve) => (release = resolve));
    const credentials = createExternalCredentials({ tokenProvider: old });
    const pending = credentials.read();
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    credentials.update({ tokenProvider: () => 'new' });
    release('old');
    await pending;
    expect(await credentials.read()).toEqual({ token: 'new' });
  });
});
