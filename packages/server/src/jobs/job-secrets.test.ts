import { describe, expect, it } from 'vitest';
import { openJobSecret, sealJobSecret } from './job-secrets';

describe('job secrets', () => {
  it('seals a token so that only the same server key opens it', () => {
    const sealed = sealJobSecret('hf_standin_write', 'server-key');
    expect(sealed).not.toContain('hf_standin_write');
    expect(sealed).not.toContain(Buffer.from('hf_standin_write').toString('base64url'));
    expect(openJobSecret(sealed, 'server-key')).toBe('hf_standin_write');
    expect(openJobSecret(sealed, 'another-key')).toBeNull();
    expect(openJobSecret(`${sealed.slice(0, -2)}AA`, 'server-key')).toBeNull();
    expect(openJobSecret('not sealed', 'server-key')).toBeNull();
    expect(sealJobSecret('hf_standin_write', 'server-key')).not.toBe(sealed);
  });
});
