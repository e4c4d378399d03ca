import { describe, expect, it } from 'vitest';
import type { WireDatasetAgreement } from '../api/wire/review';
import { agreementRowsOf } from './agreementRows';
import { AGREEMENT_MESSAGE_KEYS } from './agreementMessageKeys';

const item = (question: string, metric: string, value: number | null, units = 10) => ({
  question, type: 'label_selection' as const, metric, level: 'nominal', value, units, annotators: 3,
});

const agreement: WireDatasetAgreement = {
  items: [
    item('sentiment', 'krippendorff_alpha', 0.743),
    item('sentiment', 'fleiss_kappa', 0.55),
    item('sentiment', 'percent_agreement', 0.8),
    item('summary', 'exact_match', null, 0),
    item('topic', 'krippendorff_alpha', null, 4),
  ],
  annotators: [
    { user_id: 'u1', username: 'ann', records: 12, agreement_with_others: 0.75, agreement_with_review: null },
    { user_id: 'u2', username: 'bob', records: 1, agreement_with_others: null, agreement_with_review: 1 },
  ],
};

describe('agreementRowsOf', () => {
  it('groups the figures by question, in the server’s order, each with its band', () => {
    const rows = agreementRowsOf(agreement);
    expect(rows.questions.map((q) => q.question)).toEqual(['sentiment', 'summary', 'topic']);
    expect(rows.questions[0]!.figures.map((f) => [f.metric, f.result.value, f.result.band])).toEqual([
      ['krippendorff_alpha', 0.743, 'tentative'],
      ['fleiss_kappa', 0.55, 'moderate'],
      ['percent_agreement', 0.8, null],
    ]);
    expect(rows.empty).toBeNull();
  });

  it('says why a figure is undefined: no record with two answers, or no variation', () => {
    const [, summary, topic] = agreementRowsOf(agreement).questions;
    expect(summary!.figures[0]!.result).toEqual({ value: null, band: null, missing: { key: AGREEMENT_MESSAGE_KEYS.fewerThanTwoAnswers } });
    expect(topic!.figures[0]!.result.missing).toEqual({ key: AGREEMENT_MESSAGE_KEYS.noVariation });
  });

  it('gives each annotator a row, a null agreement with its reason', () => {
    const [ann, bob] = agreementRowsOf(agreement).annotators;
    expect(ann).toMatchObject({ username: 'ann', records: 12, withOthers: { value: 0.75, missing: null } });
    expect(ann!.withReview.missing).toEqual({ key: AGREEMENT_MESSAGE_KEYS.noAcceptedReview });
    expect(bob!.withOthers.missing).toEqual({ key: AGREEMENT_MESSAGE_KEYS.noSharedRecords });
    expect(bob!.withReview).toEqual({ value: 1, band: null, missing: null });
  });

  it('says there is nothing to compare for a dataset nobody answered', () => {
    const rows = agreementRowsOf({ items: [item('sentiment', 'krippendorff_alpha', null, 0)], annotators: [] });
    expect(rows.empty).toEqual({ key: AGREEMENT_MESSAGE_KEYS.nothingToCompare });
  });
});
