import { describe, expect, it } from 'vitest';
import { similarityPercent } from './similarityPercent';

describe('similarityPercent', () => {
  it('shows the score as a whole percentage between 0 and 100', () => {
    expect(similarityPercent(0.8731)).toBe(87);
    expect(similarityPercent(1)).toBe(100);
    expect(similarityPercent(-0.4)).toBe(0);
    expect(similarityPercent(1.2)).toBe(100);
  });
});
