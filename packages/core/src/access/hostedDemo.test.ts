import { describe, expect, it } from 'vitest';
import { isHostedDemo } from './hostedDemo';

describe('isHostedDemo', () => {
  it('recognises the hub domain and subdomains of the space host', () => {
    expect(isHostedDemo('huggingface.co')).toBe(true);
    expect(isHostedDemo('spaces.huggingface.co')).toBe(true);
    expect(isHostedDemo('my-org-my-space.hf.space')).toBe(true);
    expect(isHostedDemo('My-Org-My-Space.HF.space:443')).toBe(true);
  });

  it('rejects other hosts, look-alikes and the bare space host', () => {
    expect(isHostedDemo('localhost:6900')).toBe(false);
    expect(isHostedDemo('127.0.0.1')).toBe(false);
    expect(isHostedDemo('hf.space')).toBe(false);
    expect(isHostedDemo('nothf.space')).toBe(false);
    expect(isHostedDemo('huggingface.co.evil.org')).toBe(false);
  });

  it('takes other platform domains', () => {
    expect(isHostedDemo('demo.spaces.example', { spaceHost: 'spaces.example' })).toBe(true);
    expect(isHostedDemo('my.hf.space', { spaceHost: 'spaces.example' })).toBe(false);
  });
});
