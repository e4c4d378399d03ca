import { describe, expect, it } from 'vitest';
import { locksAnswers } from './answerLock';

describe('locksAnswers', () => {
  it('keeps the form open while nothing or only a draft save runs', () => {
    expect(locksAnswers(null)).toBe(false);
    expect(locksAnswers('draft')).toBe(false);
  });

  it('locks the form while submit, discard or clear runs', () => {
    expect(locksAnswers('submit')).toBe(true);
    expect(locksAnswers('discard')).toBe(true);
    expect(locksAnswers('clear')).toBe(true);
  });
});
