import type {
  CreationFieldType,
  CreationQuestionType,
  CreationQuestionDraft,
  SubsetDraft,
} from './creationDraft';
import { textFieldNames } from './creationDraft';
import {
  canRemoveRankingOption,
  createQuestionDraft,
  nextRankingOption,
  parseLabelOptions,
  ratingValuesUpTo,
  uniqueQuestionName,
} from './questionDraft';

/**
 * Pure edits of a subset's configuration; the creation store applies them. Each returns a new subset (or the
 * same one when nothing changed).
 */

const takenNames = (subset: SubsetDraft) => subset.questions.map((question) => question.name);

/** Applies `change` to the question with `key`. */
export function updateQuestion(
  subset: SubsetDraft,
  key: string,
  change: (question: CreationQuestionDraft) => CreationQuestionDraft,
): SubsetDraft {
  if (!subset.questions.some((question) => question.key === key)) return subset;
  return {
    ...subset,
    questions: subset.questions.map((question) => (question.key === key ? change(question) : question)),
  };
}

/** Adds a question of `type`; the first question of a subset is required (spec 2 §4). */
export function addQuestion(subset: SubsetDraft, type: CreationQuestionType, key: string): SubsetDraft {
  const question = createQuestionDraft(type, {
    key,
    name: uniqueQuestionName(type, takenNames(subset)),
    textFields: textFieldNames(subset),
  });
  return {
    ...subset,
    questions: [...subset.questions, { ...question, required: subset.questions.length === 0 }],
  };
}

export function removeQuestion(subset: SubsetDraft, key: string): SubsetDraft {
  return { ...subset, questions: subset.questions.filter((question) => question.key !== key) };
}

/** A new type replaces the question in place, with a newly generated name (spec 2 §4); `required` stays. */
export function changeQuestionType(
  subset: SubsetDraft,
  key: string,
  type: CreationQuestionType,
): SubsetDraft {
  const others = subset.questions.filter((question) => question.key !== key).map((question) => question.name);
  return updateQuestion(subset, key, (question) =>
    question.type === type
      ? question
      : {
          ...createQuestionDraft(type, {
            key,
            name: uniqueQuestionName(type, others),
            textFields: textFieldNames(subset),
          }),
          required: question.required,
        },
  );
}

/** 'map to a column' (its class names become the options) or 'no mapping' (`null`). */
export function setQuestionColumn(subset: SubsetDraft, key: string, column: string | null): SubsetDraft {
  const labels = column === null ? undefined : subset.columnLabels[column];
  return updateQuestion(subset, key, (question) => ({
    ...question,
    column,
    wasAutoMapped: false,
    options: labels ? [...labels] : question.options,
  }));
}

/** Label or span options typed as one comma-separated text. */
export function setLabelOptionsText(subset: SubsetDraft, key: string, text: string): SubsetDraft {
  return updateQuestion(subset, key, (question) => ({ ...question, options: parseLabelOptions(text) }));
}

/** The rating's highest value, clamped to 1–10 (values from 0); `NaN` for a cleared input. */
export function setRatingTop(subset: SubsetDraft, key: string, typed: number): SubsetDraft {
  return updateQuestion(subset, key, (question) => ({ ...question, ratingValues: ratingValuesUpTo(typed) }));
}

export function addRankingOption(subset: SubsetDraft, key: string): SubsetDraft {
  return updateQuestion(subset, key, (question) => ({
    ...question,
    options: [...question.options, nextRankingOption(question.options)],
  }));
}

/** Removes a ranking option, only while 3 or more remain. */
export function removeRankingOption(subset: SubsetDraft, key: string, index: number): SubsetDraft {
  return updateQuestion(subset, key, (question) =>
    canRemoveRankingOption(question.options)
      ? { ...question, options: question.options.filter((_, i) => i !== index) }
      : question,
  );
}

export function renameRankingOption(
  subset: SubsetDraft,
  key: string,
  index: number,
  text: string,
): SubsetDraft {
  return updateQuestion(subset, key, (question) => ({
    ...question,
    options: question.options.map((option, i) => (i === index ? text : option)),
  }));
}

/** 'apply to a field': the text field a span question annotates. */
export function setSpanField(subset: SubsetDraft, key: string, field: string | null): SubsetDraft {
  return updateQuestion(subset, key, (question) => ({ ...question, field }));
}

export function setQuestionRequired(subset: SubsetDraft, key: string, required: boolean): SubsetDraft {
  return updateQuestion(subset, key, (question) => ({ ...question, required }));
}

/** The first blur: from now on the card shows its errors. */
export function touchQuestion(subset: SubsetDraft, key: string): SubsetDraft {
  return updateQuestion(subset, key, (question) =>
    question.touched ? question : { ...question, touched: true },
  );
}

/** A field's type; 'no mapping' leaves its column out. */
export function setFieldType(subset: SubsetDraft, name: string, type: CreationFieldType): SubsetDraft {
  return {
    ...subset,
    fields: subset.fields.map((field) => (field.name === name ? { ...field, type } : field)),
  };
}
