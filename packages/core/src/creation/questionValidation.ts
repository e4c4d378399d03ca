import type { CreationQuestionDraft, SubsetDraft } from './creationDraft';
import { textFieldNames } from './creationDraft';

/** Validation keys of the creation form (spec 2 §5), in namespace `creation`. */
export const CREATION_VALIDATION_KEYS = {
  atLeastOneQuestion: 'datasetCreation.atLeastOneQuestion',
  atLeastOneRequired: 'datasetCreation.atLeastOneRequired',
  hasInvalidQuestions: 'datasetCreation.hasInvalidQuestions',
  atLeastOneField: 'datasetCreation.atLeastOneField',
  labelsAtLeastTwoOptions: 'datasetCreation.questions.labelSelection.atLeastTwoOptions',
  optionsWithoutLabel: 'datasetCreation.questions.labelSelection.optionsWithoutLabel',
  ratingAtLeastTwoOptions: 'datasetCreation.questions.rating.atLeastTwoOptions',
  spanFieldRelated: 'datasetCreation.questions.span.fieldRelated',
} as const;
export type CreationValidationKey = (typeof CREATION_VALIDATION_KEYS)[keyof typeof CREATION_VALIDATION_KEYS];

const K = CREATION_VALIDATION_KEYS;

/**
 * What is wrong with a question: labels, multi-labels and spans need 2 options, none empty; a rating needs 2
 * values; a span's field must be one of the text fields. A text question is always valid.
 *
 * @example
 * validateQuestion({ ...span, options: ['a'], field: null }, []); // [labels…atLeastTwoOptions, span.fieldRelated]
 */
export function validateQuestion(
  question: CreationQuestionDraft,
  textFields: readonly string[],
): CreationValidationKey[] {
  const errors: CreationValidationKey[] = [];
  if (
    question.type === 'label_selection' ||
    question.type === 'multi_label_selection' ||
    question.type === 'span'
  ) {
    if (question.options.length < 2) errors.push(K.labelsAtLeastTwoOptions);
    if (question.options.some((option) => option.trim() === '')) errors.push(K.optionsWithoutLabel);
  }
  if (question.type === 'ranking' && question.options.some((option) => option.trim() === ''))
    errors.push(K.optionsWithoutLabel);
  if (question.type === 'rating' && question.ratingValues.length < 2) errors.push(K.ratingAtLeastTwoOptions);
  if (question.type === 'span' && (question.field === null || !textFields.includes(question.field)))
    errors.push(K.spanFieldRelated);
  return errors;
}

/** The errors a card shows: none before its first blur (spec 2 §5). */
export function visibleQuestionErrors(
  question: CreationQuestionDraft,
  textFields: readonly string[],
): CreationValidationKey[] {
  return question.touched ? validateQuestion(question, textFields) : [];
}

/**
 * Everything that keeps a subset from being created, in the order the dialog shows them (it shows only the
 * first): at least one question, one required, none invalid, and a field to hold the records.
 */
export function validateSubset(subset: SubsetDraft): CreationValidationKey[] {
  const errors: CreationValidationKey[] = [];
  const textFields = textFieldNames(subset);
  if (subset.questions.length === 0) errors.push(K.atLeastOneQuestion);
  else if (!subset.questions.some((question) => question.required)) errors.push(K.atLeastOneRequired);
  if (subset.questions.some((question) => validateQuestion(question, textFields).length > 0))
    errors.push(K.hasInvalidQuestions);
  if (!subset.fields.some((field) => field.type !== 'no mapping')) errors.push(K.atLeastOneField);
  return errors;
}
