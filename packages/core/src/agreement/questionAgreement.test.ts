import { describe, expect, it } from 'vitest';
import type { AgreementFigure, AgreementUnit } from './AgreementFigure';
import { questionAgreement } from './questionAgreement';

function valueOf(figures: AgreementFigure[], metric: string, level: string): number | null | undefined {
  return figures.find((figure) => figure.metric === metric && figure.level === level)?.value;
}

const unit = (id: string, answers: Record<string, unknown>): AgreementUnit => ({ id, answers });

describe('label questions', () => {
  const units = [
    unit('r1', { ann: 'pos', bob: 'pos', cai: 'neg' }),
    unit('r2', { ann: 'neg', bob: 'neg', cai: 'neg' }),
    unit('r3', { ann: 'pos', bob: 'neu' }),
    unit('r4', { ann: 'neu' }),
  ];

  it('gives alpha (nominal), Fleiss’ kappa and percent agreement over the records with two answers', () => {
    const { figures } = questionAgreement({ type: 'label_selection' }, units);
    expect(figures.map((figure) => [figure.metric, figure.level, figure.units, figure.annotators])).toEqual([
      ['krippendorff_alpha', 'nominal', 3, 3],
      ['fleiss_kappa', 'nominal', 3, 3],
      ['percent_agreement', 'nominal', 3, 3],
    ]);
    // Pairs: r1 ann–bob agree, ann–cai and bob–cai differ; r2 three pairs agree; r3 one pair differs: 4 of 7.
    expect(valueOf(figures, 'percent_agreement', 'nominal')).toBeCloseTo(4 / 7, 12);
    // Records have 3, 3 and 2 answers: Fleiss' kappa needs the same number on every record.
    expect(valueOf(figures, 'fleiss_kappa', 'nominal')).toBeNull();
    // Disagreeing ordered pairs: r1 (m = 3, each weighs 1/(m − 1) = 1/2) pos–neg 4 × 1/2 = 2; r2 none; r3 (m = 2)
    // pos–neu 2 × 1 = 2. n = 8 (pos 3, neg 4, neu 1): D_o = 4/8, D_e = (8² − 3² − 4² − 1²)/(8·7) = 38/56.
    expect(valueOf(figures, 'krippendorff_alpha', 'nominal')).toBeCloseTo(1 - 0.5 / (38 / 56), 12);
  });

  it('reads dynamic labels the same way, labels outside any option list included', () => {
    const dynamic = [unit('r1', { ann: 'brand new', bob: 'brand new' }), unit('r2', { ann: 'x', bob: 'y' })];
    const { figures } = questionAgreement({ type: 'dynamic_label_selection' }, dynamic);
    // Coincidences: "brand new" 2 on the diagonal, x–y 2 off it. n = 4: D_o = 2/4, D_e = (16 − 4 − 1 − 1)/12.
    expect(valueOf(figures, 'krippendorff_alpha', 'nominal')).toBeCloseTo(1 - 0.5 / (10 / 12), 12);
    expect(valueOf(figures, 'fleiss_kappa', 'nominal')).not.toBeNull();
    expect(valueOf(figures, 'percent_agreement', 'nominal')).toBe(0.5);
  });

  it('is undefined for the chance-corrected figures when everybody gave the same label, yet 100 % agreement', () => {
    const { figures } = questionAgreement({ type: 'label_selection' }, [
      unit('r1', { ann: 'pos', bob: 'pos' }),
      unit('r2', { ann: 'pos', bob: 'pos' }),
    ]);
    expect(valueOf(figures, 'krippendorff_alpha', 'nominal')).toBeNull();
    expect(valueOf(figures, 'fleiss_kappa', 'nominal')).toBeNull();
    expect(valueOf(figures, 'percent_agreement', 'nominal')).toBe(1);
  });

  it('has no figure at all with a single annotator', () => {
    const { figures, annotators } = questionAgreement({ type: 'label_selection' }, [
      unit('r1', { ann: 'pos' }),
      unit('r2', { ann: 'neg' }),
    ]);
    expect(
      figures.every((figure) => figure.value === null && figure.units === 0 && figure.annotators === 0),
    ).toBe(true);
    expect(annotators).toEqual([
      {
        userId: 'ann',
        records: 2,
        comparisons: 0,
        agreementWithOthers: null,
        reviewed: 0,
        agreementWithReview: null,
      },
    ]);
  });

  it('leaves out answers of the wrong shape instead of failing', () => {
    const { figures } = questionAgreement({ type: 'label_selection' }, [
      unit('r1', { ann: 'pos', bob: 'pos', cai: ['pos'], dee: null }),
      unit('r2', { ann: 'neg', bob: 'pos', cai: 7 }),
    ]);
    expect(figures[0]).toMatchObject({ units: 2, annotators: 2 });
    expect(valueOf(figures, 'percent_agreement', 'nominal')).toBe(0.5);
  });

  it("gives each annotator's agreement with the others and with the review's gold answers", () => {
    const { annotators } = questionAgreement({ type: 'label_selection' }, units, { r1: 'pos', r3: 'neu' });
    const byUser = Object.fromEntries(annotators.map((annotator) => [annotator.userId, annotator]));
    // ann: r1 with bob 1, with cai 0; r2 with bob 1, with cai 1; r3 with bob 0 → 3 of 5. Gold: r1 pos 1, r3 pos 0.
    expect(byUser.ann).toEqual({
      userId: 'ann',
      records: 4,
      comparisons: 5,
      agreementWithOthers: 0.6,
      reviewed: 2,
      agreementWithReview: 0.5,
    });
    // cai: r1 with ann 0, with bob 0; r2 1, 1 → 2 of 4; gold r1 pos vs neg: 0.
    expect(byUser.cai).toMatchObject({
      records: 2,
      comparisons: 4,
      agreementWithOthers: 0.5,
      agreementWithReview: 0,
    });
  });
});

describe('rating questions', () => {
  it('gives alpha at the nominal, ordinal and interval levels', () => {
    const { figures } = questionAgreement({ type: 'rating', options: [1, 2, 3, 4, 5] }, [
      unit('r1', { ann: 1, bob: 2 }),
      unit('r2', { ann: 4, bob: 4, cai: 5 }),
      unit('r3', { ann: 2, bob: 2 }),
    ]);
    expect(figures.map((figure) => figure.level)).toEqual(['nominal', 'ordinal', 'interval']);
    // Closer disagreements on a scale weigh less: interval and ordinal above nominal here.
    const [nominal, ordinal, interval] = figures.map((figure) => figure.value as number);
    expect(ordinal).toBeGreaterThan(nominal as number);
    expect(interval).toBeGreaterThan(nominal as number);
  });
});

describe('multi-label questions', () => {
  it('gives alpha with the MASI and Jaccard distances, annotators compared by MASI', () => {
    const { figures, annotators } = questionAgreement({ type: 'multi_label_selection' }, [
      unit('r1', { ann: ['a', 'b'], bob: ['a', 'b', 'c'] }),
      unit('r2', { ann: ['c'], bob: ['c'] }),
    ]);
    expect(figures.map((figure) => figure.level)).toEqual(['masi', 'jaccard']);
    expect(figures.every((figure) => typeof figure.value === 'number')).toBe(true);
    // ann–bob: r1 MASI similarity 4/9, r2 1 → mean 13/18.
    expect(annotators[0]?.agreementWithOthers).toBeCloseTo(13 / 18, 12);
  });
});

describe('ranking questions', () => {
  it('gives alpha with the Kendall distance over all options', () => {
    const ranked = (order: string) => order.split(' ').map((value, index) => ({ value, rank: index + 1 }));
    const { figures, annotators } = questionAgreement({ type: 'ranking', options: ['x', 'y', 'z'] }, [
      unit('r1', { ann: ranked('x y z'), bob: ranked('x y z') }),
      unit('r2', { ann: ranked('x y z'), bob: ranked('z y x') }),
    ]);
    expect(figures).toMatchObject([
      { metric: 'krippendorff_alpha', level: 'kendall', units: 2, annotators: 2 },
    ]);
    // Same ranking (1) and reversed (0): mean 1/2.
    expect(annotators[0]?.agreementWithOthers).toBe(0.5);
  });
});

describe('span questions', () => {
  it('gives micro-averaged pairwise F1 of exact and of overlapping matches', () => {
    const s = (label: string, start: number, end: number) => ({ label, start, end });
    const { figures } = questionAgreement({ type: 'span' }, [
      // r1: ann–bob TP exact 1, overlap 2, spans 2 + 2.
      unit('r1', { ann: [s('PER', 0, 5), s('LOC', 10, 16)], bob: [s('PER', 0, 5), s('LOC', 11, 16)] }),
      // r2: nothing to compare (both empty).  r3: one span against none.
      unit('r2', { ann: [], bob: [] }),
      unit('r3', { ann: [s('PER', 0, 3)], bob: [] }),
    ]);
    // Exact: 2·1 / (4 + 0 + 1) = 0.4; overlap: 2·2 / 5 = 0.8.
    expect(valueOf(figures, 'pairwise_f1', 'exact')).toBeCloseTo(0.4, 12);
    expect(valueOf(figures, 'pairwise_f1', 'overlap')).toBeCloseTo(0.8, 12);
    expect(figures[0]).toMatchObject({ units: 3, annotators: 2 });
  });

  it('is null when no pair had a span to compare', () => {
    const { figures } = questionAgreement({ type: 'span' }, [unit('r1', { ann: [], bob: [] })]);
    expect(valueOf(figures, 'pairwise_f1', 'exact')).toBeNull();
  });
});

describe('text questions', () => {
  it('counts exact matches after trimming, keeping case', () => {
    const { figures } = questionAgreement({ type: 'text' }, [
      unit('r1', { ann: 'Paris', bob: ' Paris\n' }),
      unit('r2', { ann: 'US', bob: 'us' }),
      unit('r3', { ann: '  ', bob: 'blank is no answer' }),
    ]);
    expect(figures).toEqual([
      { metric: 'exact_match', level: 'nominal', value: 0.5, units: 2, annotators: 2 },
    ]);
  });
});

describe('table questions', () => {
  it('gives the pooled share of equal cells', () => {
    const t = (rows: Record<string, unknown>[]) => ({
      schema: { fields: [], primaryKey: ['id'] },
      data: rows,
    });
    const { figures } = questionAgreement({ type: 'table' }, [
      unit('r1', { ann: t([{ id: 1, n: 5, m: 1 }]), bob: t([{ id: 1, n: 5, m: 2 }]) }),
      unit('r2', { ann: t([{ id: 1, n: 5 }]), bob: t([{ id: 1, n: 5 }]) }),
    ]);
    // r1: n equal, m differs (1 of 2); r2: n equal (1 of 1): 2 of 3.
    expect(valueOf(figures, 'cell_agreement', 'nominal')).toBeCloseTo(2 / 3, 12);
  });
});

describe('question types this version does not know', () => {
  it('has no figures', () => {
    expect(questionAgreement({ type: 'audio' as never }, [unit('r1', { ann: 1, bob: 1 })])).toEqual({
      figures: [],
      annotators: [],
    });
  });
});
