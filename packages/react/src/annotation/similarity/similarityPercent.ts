/**
 * A similarity score (cosine, -1 to 1) as the whole percentage shown on a record, between 0 and 100.
 *
 * @example
 * similarityPercent(0.8731); // 87
 */
export function similarityPercent(score: number): number {
  return Math.round(Math.min(Math.max(score, 0), 1) * 100);
}
