import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazyModule';

describe('lazyModule', () => {
  it('imports once, and hands out the value once it has loaded', async () => {
    const importer = vi.fn(async () => 'code');
    const module = lazyModule(importer);
    expect(module.loaded()).toBeNull();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect([first, second]).toEqual(['code', 'code']);
    expect(module.loaded()).toBe('code');
    await module.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('lets a failed load be tried again', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const module = lazyModule<string>(importer);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.loaded()).toBeNull();
    await expect(module.load()).resolves.toBe('code');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
