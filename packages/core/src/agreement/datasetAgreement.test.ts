import { describe, expect, it } from 'vitest';
import { datasetAgreement } from './datasetAgreement';

describe('dataset agreement', () => {
  const questions = [
    {
      name: 'sentiment',
      type: 'label_selection' as const,
      units: [
        { id: 'r1', answers: { ann: 'pos', bob: 'pos' } },
        { id: 'r2', answers: { ann: 'neg', bob: 'pos' } },
      ],
      review: { r1: 'pos', r2: 'neg' },
    },
    {
      name: 'notes',
      type: 'text' as const,
      units: [
        { id: 'r1', answers: { ann: 'fine', bob: 'fine' } },
        { id: 'r3', answers: { ann: 'only mine', cai: null } },
      ],
    },
  ];

  it("lists every question's figures with the question's name and type", () => {
    const { items } = datasetAgreement(questions);
    expect(items.map((item) => [item.question, item.type, item.metric])).toEqual([
      ['sentiment', 'label_selection', 'krippendorff_alpha'],
      ['sentiment', 'label_selection', 'fleiss_kappa'],
      ['sentiment', 'label_selection', 'percent_agreement'],
      ['notes', 'text', 'exact_match'],
    ]);
    expect(items[2]?.value).toBe(0.5);
    expect(items[3]?.value).toBe(1);
  });

  it('pools each annotator over all questions, every comparison counting alike', () => {
    const { annotators } = datasetAgreement(questions);
    // ann: sentiment r1 1, r2 0; notes r1 1 → 2 of 3. Gold (sentiment only): r1 1, r2 1 → 1. Records r1, r2, r3.
    expect(annotators.find((annotator) => annotator.userId === 'ann')).toEqual({
      userId: 'ann',
      records: 3,
      comparisons: 3,
      agreementWithOthers: 2 / 3,
      reviewed: 2,
      agreementWithReview: 1,
    });
    // bob: 2 of 3 the same way; gold r1 1, r2 0 → 0.5.
    expect(annotators.find((annotator) => annotator.userId === 'bob')).toMatchObject({
      records: 2,
      agreementWithOthers: 2 / 3,
      agreementWithReview: 0.5,
    });
    // cai never answered (null is no answer).
    expect(annotators.find((annotator) => annotator.userId === 'cai')).toBeUndefined();
  });
});
