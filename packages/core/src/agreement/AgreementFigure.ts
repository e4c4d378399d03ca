/**
 * The shapes of inter-annotator agreement: what goes in (one question's answers per record) and what comes out
 * (one figure per metric and level, and each annotator's agreement with the others and with the review).
 */

/**
 * One record's submitted answers to one question: user id → answer value as it travels on the wire. An absent
 * key, `null` or a value the question's type cannot read (wrong shape) is no answer: it is left out.
 */
export interface AgreementUnit {
  /** The record's id. */
  id: string;
  answers: Readonly<Record<string, unknown>>;
}

/** The coefficients and shares this module computes. */
export type AgreementMetric =
  | 'krippendorff_alpha'
  | 'fleiss_kappa'
  | 'percent_agreement'
  | 'pairwise_f1'
  | 'exact_match'
  | 'cell_agreement';

/**
 * The variant of a metric: the level of measurement or distance of an alpha (`nominal`, `ordinal`, `interval`,
 * `ratio`, `masi`, `jaccard`, `kendall`), the span match of an F1 (`exact`, `overlap`), or `nominal` for figures
 * that count equal answers.
 */
export type AgreementLevel =
  'nominal' | 'ordinal' | 'interval' | 'ratio' | 'masi' | 'jaccard' | 'kendall' | 'exact' | 'overlap';

/** One agreement figure of a question. */
export interface AgreementFigure {
  metric: AgreementMetric;
  level: AgreementLevel;
  /** Null where the figure is undefined (see the module README for each metric's condition). */
  value: number | null;
  /** Records with at least two readable answers: the only ones a comparison between annotators can use. */
  units: number;
  /** Distinct annotators with an answer on those records. */
  annotators: number;
}

/** How one annotator agrees with the others and with the review's gold answers. */
export interface AnnotatorAgreement {
  userId: string;
  /** Records with a readable answer of this annotator. */
  records: number;
  /** Comparisons with another annotator's answer to the same record (one per other annotator and record). */
  comparisons: number;
  /** Mean score of those comparisons (each in 0..1), null without any. */
  agreementWithOthers: number | null;
  /** Comparisons with a gold answer of the review. */
  reviewed: number;
  /** Mean score of those comparisons, null without any. */
  agreementWithReview: number | null;
}

/** The agreement of one question: its figures and its annotators. */
export interface QuestionAgreement {
  figures: AgreementFigure[];
  annotators: AnnotatorAgreement[];
}
