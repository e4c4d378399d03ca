import { describe, expect, it } from 'vitest';
import { decodeAuthParam } from './decodeAuthParam';

describe('decodeAuthParam', () => {
  it('decodes a base64 username:password pair, keeping colons in the password', () => {
    expect(decodeAuthParam(btoa('annotator:pa:ss'))).toEqual({ username: 'annotator', password: 'pa:ss' });
  });

  it('rejects missing, non-base64 and incomplete values', () => {
    expect(decodeAuthParam(null)).toBeNull();
    expect(decodeAuthParam('%%%')).toBeNull();
    expect(decodeAuthParam(btoa('no-separator'))).toBeNull();
    expect(decodeAuthParam(btoa(':password'))).toBeNull();
    expect(decodeAuthParam(btoa('user:'))).toBeNull();
  });
});
