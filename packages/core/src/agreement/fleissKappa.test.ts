import { describe, expect, it } from 'vitest';
import type { AgreementUnit } from './AgreementFigure';
import { fleissKappa, fleissKappaOf } from './fleissKappa';
import { reliabilityData } from './reliabilityData';
import { labelReader } from './valueReaders';

/**
 * The widely reproduced example of Fleiss' kappa (Wikipedia, "Fleiss' kappa", worked example; also the example
 * of Cardillo's MATLAB `fleiss.m`, 2007): 14 raters put each of 10 subjects in one of 5 categories; each row is a
 * subject, each cell the number of raters who chose that category. The article gives P̄ = 0.378, P̄e = 0.213 and
 * κ = 0.210 (`fleiss.m`: 0.2099).
 */
const FLEISS_EXAMPLE = [
  [0, 0, 0, 0, 14],
  [0, 2, 6, 4, 2],
  [0, 0, 3, 5, 6],
  [0, 3, 9, 2, 0],
  [2, 2, 8, 1, 1],
  [7, 7, 0, 0, 0],
  [3, 2, 6, 3, 0],
  [2, 5, 3, 2, 2],
  [6, 5, 2, 1, 0],
  [0, 2, 2, 3, 7],
];

/** The same table as records: rater r1…r14 on each subject, in category order (kappa reads only the counts). */
function unitsOf(counts: number[][]): AgreementUnit[] {
  return counts.map((row, subject) => {
    const labels = row.flatMap((n, category) => Array.from({ length: n }, () => `category ${category + 1}`));
    return {
      id: `subject${subject + 1}`,
      answers: Object.fromEntries(labels.map((label, r) => [`r${r + 1}`, label])),
    };
  });
}

describe("Fleiss' kappa", () => {
  it('reproduces the 14 raters × 10 subjects × 5 categories example from its count table', () => {
    const result = fleissKappa(FLEISS_EXAMPLE)!;
    expect(result.observed).toBeCloseTo(0.378, 3);
    expect(result.expected).toBeCloseTo(0.213, 3);
    expect(result.kappa).toBeCloseTo(0.21, 3);
  });

  it('gives the same from the records, counting agreeing pairs', () => {
    const result = fleissKappaOf(reliabilityData(unitsOf(FLEISS_EXAMPLE), labelReader))!;
    expect(result.observed).toBeCloseTo(0.378, 3);
    expect(result.expected).toBeCloseTo(0.213, 3);
    expect(result.kappa).toBeCloseTo(0.21, 3);
  });

  it('is null unless every record has the same number of answers', () => {
    const units: AgreementUnit[] = [
      { id: 'r1', answers: { a: 'x', b: 'x', c: 'y' } },
      { id: 'r2', answers: { a: 'x', b: 'y' } },
    ];
    expect(fleissKappaOf(reliabilityData(units, labelReader))).toBeNull();
    expect(
      fleissKappa([
        [2, 1],
        [1, 1],
      ]),
    ).toBeNull();
  });

  it('leaves out records with a single answer before checking that (alpha leaves them out too)', () => {
    const units: AgreementUnit[] = [
      { id: 'r1', answers: { a: 'x', b: 'x' } },
      { id: 'r2', answers: { a: 'x', b: 'y' } },
      { id: 'r3', answers: { a: 'y' } },
    ];
    // Two subjects of two raters: P̄ = (1 + 0)/2 = 0.5; p = (3/4, 1/4), P̄e = 0.625; κ = −0.125/0.375 = −1/3.
    expect(fleissKappaOf(reliabilityData(units, labelReader))!.kappa).toBeCloseTo(-1 / 3, 12);
  });

  it('is null without variation (P̄e = 1), and without any record of two answers', () => {
    const same: AgreementUnit[] = [
      { id: 'r1', answers: { a: 'x', b: 'x' } },
      { id: 'r2', answers: { a: 'x', b: 'x' } },
    ];
    expect(fleissKappaOf(reliabilityData(same, labelReader))!.kappa).toBeNull();
    expect(fleissKappaOf(reliabilityData([{ id: 'r1', answers: { a: 'x' } }], labelReader))).toBeNull();
    expect(fleissKappa([])).toBeNull();
  });
});
