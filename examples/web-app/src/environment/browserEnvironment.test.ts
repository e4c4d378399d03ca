import { describe, expect, it, vi } from 'vitest';
import { storageKeyChanges } from './browserEnvironment';

describe('storageKeyChanges', () => {
  it("passes on other tabs' writes of one local-storage key, and stops on cleanup", () => {
    const onChange = vi.fn();
    const stop = storageKeyChanges(window, 'theme').subscribe(onChange);
    const stored = (key: string, newValue: string | null, storageArea: Storage = window.localStorage) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea }));
    stored('theme', 'dark');
    stored('language', 'de');
    stored('theme', 'light', window.sessionStorage);
    stored('theme', null);
    expect(onChange.mock.calls).toEqual([['dark'], [null]]);
    stop();
    stored('theme', 'high-contrast');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
