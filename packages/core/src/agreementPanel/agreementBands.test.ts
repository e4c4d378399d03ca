import { describe, expect, it } from 'vitest';
import { agreementBand } from './agreementBands';

describe('agreementBand', () => {
  // Krippendorff 2004, Content Analysis (2nd ed.), §11.4.4: α ≥ .800 reliable, .667 ≤ α < .800 tentative.
  it.each([
    [1, 'reliable'],
    [0.8, 'reliable'],
    [0.799, 'tentative'],
    [0.667, 'tentative'],
    [0.666, 'unreliable'],
    [0, 'unreliable'],
    [-0.4, 'unreliable'],
  ])('gives alpha %s Krippendorff’s band %s', (value, band) => {
    expect(agreementBand('krippendorff_alpha', value)).toBe(band);
  });

  // Landis & Koch 1977, Biometrics 33, p. 165: < 0 poor, 0.00–0.20 slight, 0.21–0.40 fair, 0.41–0.60 moderate,
  // 0.61–0.80 substantial, 0.81–1.00 almost perfect.
  it.each([
    [-0.01, 'poor'],
    [0, 'slight'],
    [0.2, 'slight'],
    [0.21, 'fair'],
    [0.4, 'fair'],
    [0.41, 'moderate'],
    [0.6, 'moderate'],
    [0.61, 'substantial'],
    [0.8, 'substantial'],
    [0.81, 'almostPerfect'],
    [1, 'almostPerfect'],
  ])('gives kappa %s Landis and Koch’s band %s', (value, band) => {
    expect(agreementBand('fleiss_kappa', value)).toBe(band);
  });

  it('gives the shares and undefined values no band', () => {
    for (const metric of ['percent_agreement', 'pairwise_f1', 'exact_match', 'cell_agreement'])
      expect(agreementBand(metric, 0.9)).toBeNull();
    expect(agreementBand('krippendorff_alpha', null)).toBeNull();
    expect(agreementBand('fleiss_kappa', Number.NaN)).toBeNull();
  });
});
