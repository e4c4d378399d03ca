import { useState } from 'react';
import type { AnswerValue, Question, Suggestion } from '@marginalia/core';
import { QuestionItem } from '../questions/QuestionItem';

export interface QuestionPlaygroundProps {
  question: Question;
  /** The starting answer. */
  value?: AnswerValue;
  suggestion?: Suggestion;
  spanText?: string;
  searchText?: string;
  disabled?: boolean;
  onChange?(value: AnswerValue | undefined): void;
  onAnswered?(): void;
}

/**
 * One question as the form renders it, keeping its answer in state: the harness of the question tests and the
 * question stories.
 *
 * @example
 * <QuestionPlayground question={makeQuestion({ name: 'rating', settings })} value={3} />
 */
export function QuestionPlayground({ question, value: initial, onChange, onAnswered, disabled = false, ...rest }: QuestionPlaygroundProps) {
  const [value, setValue] = useState(initial);
  return (
    <QuestionItem
      {...rest}
      question={question}
      value={value}
      suggestion={rest.suggestion}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      onAnswered={() => onAnswered?.()}
      disabled={disabled}
    />
  );
}
