import { describe, expect, it } from 'vitest';
import { newDatasetRedirect } from './newDatasetRedirect';

describe('newDatasetRedirect', () => {
  it('leads to the encoded id, or home without one', () => {
    expect(newDatasetRedirect('stanfordnlp/imdb')).toBe('/stanfordnlp%2Fimdb');
    expect(newDatasetRedirect('plain')).toBe('/plain');
    expect(newDatasetRedirect(undefined)).toBe('/');
    expect(newDatasetRedirect('')).toBe('/');
  });
});
