const item = (question: string, type: string, metric: string, level: string, value: number | null, units = 10) => ({
  question, type, metric, level, value, units, annotators: 3,
});

/** The agreement of a dataset with a label, a rating and a text question, and two annotators. */
export const AGREEMENT_FIXTURE = {
  items: [
    item('sentiment', 'label_selection', 'krippendorff_alpha', 'nominal', 0.743),
    item('sentiment', 'label_selection', 'fleiss_kappa', 'nominal', 0.55),
    item('sentiment', 'label_selection', 'percent_agreement', 'nominal', 0.8),
    item('quality', 'rating', 'krippendorff_alpha', 'ordinal', 0.912),
    item('quality', 'rating', 'krippendorff_alpha', 'interval', 0.5),
    item('summary', 'text', 'exact_match', 'nominal', null, 0),
  ],
  annotators: [
    { user_id: 'u1', username: 'ann', records: 12, agreement_with_others: 0.75, agreement_with_review: null },
    { user_id: 'u2', username: 'bob', records: 9, agreement_with_others: 0.61, agreement_with_review: 1 },
  ],
};
