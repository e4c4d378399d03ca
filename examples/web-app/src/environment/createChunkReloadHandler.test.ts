import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@marginalia/react';
import { createChunkReloadHandler } from './createChunkReloadHandler';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/UserSettingsPage-1a2b.js');

describe('createChunkReloadHandler', () => {
  it('reloads once on a chunk-load failure and not again within 60 seconds', () => {
    let now = 1_000_000;
    const reload = vi.fn();
    const storage = createMemoryStorage();
    const handle = createChunkReloadHandler(storage, reload, () => now);
    expect(handle(chunkError)).toBe(true);
    now += 59_999;
    expect(handle(chunkError)).toBe(false);
    now += 1;
    expect(handle(chunkError)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while the browser is offline, and still may once it is back', () => {
    let online = false;
    const reload = vi.fn();
    const handle = createChunkReloadHandler(createMemoryStorage(), reload, () => 1_000_000, () => online);
    expect(handle(chunkError)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    online = true;
    expect(handle(chunkError)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors', () => {
    const reload = vi.fn();
    expect(createChunkReloadHandler(createMemoryStorage(), reload)(new Error('boom'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
