import type { AgreementMetric } from '../agreement/AgreementFigure';

/**
 * Krippendorff's bands for alpha (Krippendorff 2004, "Content Analysis", 2nd ed., §11.4.4): data with α ≥ .800
 * are reliable, .667 ≤ α < .800 allow tentative conclusions only, below .667 they should not be relied on.
 */
export const ALPHA_BANDS = ['reliable', 'tentative', 'unreliable'] as const;
export type AlphaBand = (typeof ALPHA_BANDS)[number];

/**
 * Landis & Koch's (1977, "The Measurement of Observer Agreement for Categorical Data", Biometrics 33, p. 165)
 * strength of agreement for kappa: < 0 poor, 0–.20 slight, .21–.40 fair, .41–.60 moderate, .61–.80
 * substantial, .81–1 almost perfect.
 */
export const KAPPA_BANDS = ['poor', 'slight', 'fair', 'moderate', 'substantial', 'almostPerfect'] as const;
export type KappaBand = (typeof KAPPA_BANDS)[number];

/** The interpretation of one agreement value. */
export type AgreementBand = AlphaBand | KappaBand;

function alphaBand(value: number): AlphaBand {
  if (value >= 0.8) return 'reliable';
  if (value >= 0.667) return 'tentative';
  return 'unreliable';
}

// Landis & Koch print the bands to two decimals (0.00–0.20, 0.21–0.40, …): each upper bound belongs to its band.
const KAPPA_UPPER_BOUNDS: readonly [number, KappaBand][] = [
  [0.2, 'slight'],
  [0.4, 'fair'],
  [0.6, 'moderate'],
  [0.8, 'substantial'],
];

function kappaBand(value: number): KappaBand {
  if (value < 0) return 'poor';
  return KAPPA_UPPER_BOUNDS.find(([upper]) => value <= upper)?.[1] ?? 'almostPerfect';
}

/**
 * The band an agreement value falls in: Krippendorff's for alpha, Landis & Koch's for kappa; null for the shares
 * (percent agreement, F1, exact match, cell agreement), which have no accepted bands, and for an undefined value.
 *
 * @example
 * agreementBand('krippendorff_alpha', 0.743); // 'tentative'
 * agreementBand('fleiss_kappa', 0.21); // 'fair'
 * agreementBand('percent_agreement', 0.9); // null
 */
export function agreementBand(metric: AgreementMetric | string, value: number | null): AgreementBand | null {
  if (value === null || !Number.isFinite(value)) return null;
  if (metric === 'krippendorff_alpha') return alphaBand(value);
  if (metric === 'fleiss_kappa') return kappaBand(value);
  return null;
}
