/** Message keys of the agreement panel, in namespace `core` (`locales/<lng>/core.json`, under `agreement.`). */
export const AGREEMENT_MESSAGE_KEYS = {
  /** A figure is null because no record has two answers to the question. */
  fewerThanTwoAnswers: 'agreement.fewerThanTwoAnswers',
  /** A figure is null although records have two answers: every answer was the same (expected disagreement 0). */
  noVariation: 'agreement.noVariation',
  /** An annotator's agreement with the others is null: nobody else answered any of their records. */
  noSharedRecords: 'agreement.noSharedRecords',
  /** An annotator's agreement with the review is null: none of their records has an accepted review. */
  noAcceptedReview: 'agreement.noAcceptedReview',
  /** The dataset has no submitted answers to compare yet. */
  nothingToCompare: 'agreement.nothingToCompare',
} as const;
