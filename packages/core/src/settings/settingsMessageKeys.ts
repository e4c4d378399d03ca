/**
 * Every message key of the dataset settings, in namespace `settings` (`locales/<lng>/settings.json`). The core
 * returns `{ key, params }`; the settings screens translate at render.
 */
export const SETTINGS_MESSAGE_KEYS = {
  /** 'This field is required.' */
  required: 'validation.required',
  /** Params `{ limit }`: 'This must be less than {limit}.' */
  tooLong: 'validation.tooLong',
  /** An option whose label (text) is left empty: 'Empty options are not allowed' (spec 2 §5). */
  optionRequired: 'validation.optionRequired',
  /** Params `{ min, max }`: visible options outside 3 to the number of options. */
  visibleOptionsRange: 'validation.visibleOptionsRange',
  invalidQuestion: 'invalid.question',
  invalidField: 'invalid.field',
  invalidVector: 'invalid.vector',
  invalidMetadata: 'invalid.metadata',
  /** Params `{ max }`: more reviewers than a dataset may list. */
  reviewersTooMany: 'reviewers.tooMany',
  invalidReviewers: 'reviewers.invalid',
  saving: 'save.saving',
  saved: 'save.saved',
  leaveUnsaved: 'leave.unsaved',
  leaveIgnore: 'leave.ignore',
  noAnnotationGuidelines: 'noAnnotationGuidelines',
  /** The server's refusal, known before the person tries (namespace `core`). */
  distributionLocked: 'validations.businessLogic.update_distribution_with_existing_responses',
} as const;
