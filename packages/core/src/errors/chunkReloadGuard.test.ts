import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../environment/KeyValueStorage';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  claimChunkReload,
  isChunkLoadError,
} from './chunkReloadGuard';

describe('claimChunkReload', () => {
  it('allows one reload per 60 s and records when it happened', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    const storage = createMemoryStorage();
    let clock = 1_700_000_000_000;
    const claim = () => claimChunkReload({ storage, now: () => clock });
    expect(claim()).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1700000000000');
    clock += 59_999;
    expect(claim()).toBe(false);
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1700000000000');
    clock += 1;
    expect(claim()).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('1700000060000');
  });

  it('allows the reload when the stored time is unreadable or ahead of the clock', () => {
    const now = () => 5_000_000;
    expect(
      claimChunkReload({ storage: createMemoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: 'soon' }), now }),
    ).toBe(true);
    expect(
      claimChunkReload({ storage: createMemoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: '9000000' }), now }),
    ).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Loading chunk 123 failed.',
    'Loading CSS chunk app-styles failed',
    'Failed to fetch dynamically imported module: https://x/assets/page-abc.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('recognises a ChunkLoadError by name and nothing else', () => {
    const named = new Error('x');
    named.name = 'ChunkLoadError';
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
