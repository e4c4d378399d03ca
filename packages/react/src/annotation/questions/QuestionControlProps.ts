import type { AnswerValue, Question, Suggestion } from '@marginalia/core';

/** What every question control receives from the form. */
export interface QuestionControlProps {
  question: Question;
  value: AnswerValue | undefined;
  /** The record's suggestion for this question, if any. */
  suggestion: Suggestion | undefined;
  onChange(value: AnswerValue | undefined): void;
  /** Called after a single choice (pointer, Space or digit), so the form can move focus to the next question. */
  onAnswered(): void;
  /** Id of the element holding the question title (controls are labelled by it). */
  labelId: string;
  /** Id of the description, if the question has one. */
  descriptionId: string | undefined;
  disabled: boolean;
  /**
   * Span questions: the text of the annotated field. Without it the form shows a pointer to the field, where the
   * record card renders the question.
   */
  spanText?: string;
  /** The current record's field values (tables offer reference values to a table question). */
  recordFields?: Readonly<Record<string, unknown>>;
  /** Words of the view's search to highlight (span fields). */
  searchText?: string;
}
