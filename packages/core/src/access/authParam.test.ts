import { describe, expect, it } from 'vitest';
import { decodeAuthParam } from './authParam';

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('decodeAuthParam', () => {
  it('decodes a base64 username:password pair, keeping colons in the password', () => {
    expect(decodeAuthParam(encode('annotator:pa:ss'))).toEqual({ username: 'annotator', password: 'pa:ss' });
  });

  it('accepts UTF-8, URL-safe characters and a missing padding', () => {
    expect(decodeAuthParam(encode('jürgen:ñandú'))).toEqual({ username: 'jürgen', password: 'ñandú' });
    const urlSafe = encode('owner:>>>???').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeAuthParam(urlSafe)).toEqual({ username: 'owner', password: '>>>???' });
  });

  it('rejects missing, non-base64, non-UTF-8 and incomplete values', () => {
    expect(decodeAuthParam(null)).toBeNull();
    expect(decodeAuthParam('')).toBeNull();
    expect(decodeAuthParam('%%%')).toBeNull();
    expect(decodeAuthParam('abc')).toBeNull();
    expect(decodeAuthParam(Buffer.from([0xff, 0x3a, 0x61]).toString('base64'))).toBeNull();
    expect(decodeAuthParam(encode('no-separator'))).toBeNull();
    expect(decodeAuthParam(encode(':password'))).toBeNull();
    expect(decodeAuthParam(encode('user:'))).toBeNull();
  });
});
