import { describe, expect, it } from 'vitest';
import { createRedirectToStorage, REDIRECT_TO_KEY } from './redirectToStorage';

describe('createRedirectToStorage', () => {
  it('remembers, reads and clears the path under redirectTo', () => {
    const redirect = createRedirectToStorage(window.sessionStorage);
    redirect.remember('/dataset/1/annotation-mode?page=2');
    expect(window.sessionStorage.getItem(REDIRECT_TO_KEY)).toBe('/dataset/1/annotation-mode?page=2');
    expect(redirect.read()).toBe('/dataset/1/annotation-mode?page=2');
    redirect.clear();
    expect(redirect.read()).toBeNull();
  });

  it('survives a storage that throws', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const redirect = createRedirectToStorage(failing);
    expect(() => redirect.remember('/x')).not.toThrow();
    expect(redirect.read()).toBeNull();
  });
});
