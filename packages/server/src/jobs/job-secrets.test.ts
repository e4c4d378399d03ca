import { describe, expect, it } from 'vitest';
import { openJobSecret, sealJobSecret } from './job-secrets';

describe('job secrets', () => {
  it('seals a token so that only the same server key opens it', () => {
    const sealed = sealJobSecret('hf_standin_write', 'server-key');
    expect(sealed).not.toContain('hf_standin_write');
    expect(sealed).not.toContain(Buffer.from('hf_standin_write').toString('base64url'));
    expect(openJobSecret(sealed, 'server-key')).toBe('hf_standin_write');
    expect(openJobSecret(sealed, 'another-key')).toBeNull();
    // The ciphertext's first character changed: each of its 6 bits is the ciphertext's. (Its last character carries
    // bits that decoding drops, so writing over the end left the ciphertext whole in one run in ~250.)
    const [iv, tag, data] = sealed.split('.') as [string, string, string];
    const tampered = `${iv}.${tag}.${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`;
    expect(openJobSecret(tampered, 'server-key')).toBeNull();
    expect(openJobSecret('not sealed', 'server-key')).toBeNull();
    expect(sealJobSecret('hf_standin_write', 'server-key')).not.toBe(sealed);
  });
});
