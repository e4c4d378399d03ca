import { useState, type ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import {
  toQuestion,
  type AnswerValue,
  type KeyValueStorage,
  type Question,
  type Suggestion,
  type WireQuestion,
} from '@marginalia/core';
import { renderWithMarginalia, type RenderedWithMarginalia } from '../../test/renderWithMarginalia';
import { QuestionItem } from '../questions/QuestionItem';
import { QuestionPreferencesProvider } from '../questions/QuestionPreferences';

const AT = '2024-05-01T10:22:33';

/** A question from the parts of a wire question a test cares about. */
export function makeQuestion(
  wire: Pick<WireQuestion, 'name' | 'settings'> & Partial<Pick<WireQuestion, 'title' | 'required' | 'description'>>,
): Question {
  return toQuestion({
    id: `q-${wire.name}`,
    title: wire.name,
    description: null,
    required: false,
    dataset_id: 'dataset',
    inserted_at: AT,
    updated_at: AT,
    ...wire,
  });
}

/** A suggestion with a score and agent. */
export function makeSuggestion(question: Question, value: unknown, score: number | number[] | null, agent = 'gpt-4'): Suggestion {
  return {
    id: `s-${question.name}`,
    questionId: question.id,
    questionName: question.name,
    value: value as AnswerValue,
    score: typeof score === 'number' ? Math.round(score * 10) / 10 : null,
    rawScore: score,
    scorePercent: null,
    agent,
    type: 'model',
    createdAt: null,
    updatedAt: null,
  };
}

const offline = (() => Promise.reject(new Error('offline'))) as typeof globalThis.fetch;

/** Renders any annotation component inside a provider (English texts, no network). */
export function renderPart(ui: ReactElement, storage?: KeyValueStorage): RenderedWithMarginalia {
  return renderWithMarginalia(storage ? <QuestionPreferencesProvider storage={storage}>{ui}</QuestionPreferencesProvider> : ui, {
    fetch: offline,
  });
}

export interface QuestionHarnessOptions {
  value?: AnswerValue;
  suggestion?: Suggestion;
  spanText?: string;
  searchText?: string;
  storage?: KeyValueStorage;
  disabled?: boolean;
}

/** What {@link renderQuestion} returns: the render result and the two spies. */
export interface RenderedQuestion extends RenderedWithMarginalia {
  onChange: Mock<(value: AnswerValue | undefined) => void>;
  onAnswered: Mock<() => void>;
}

/**
 * Renders one question as the form does, keeping its answer in state; `onChange` and `onAnswered` are spies.
 *
 * @example
 * const { onChange } = renderQuestion(question, { value: 'positive' });
 */
export function renderQuestion(question: Question, options: QuestionHarnessOptions = {}): RenderedQuestion {
  const onChange = vi.fn<(value: AnswerValue | undefined) => void>();
  const onAnswered = vi.fn<() => void>();
  function Harness() {
    const [value, setValue] = useState(options.value);
    return (
      <QuestionItem
        question={question}
        value={value}
        suggestion={options.suggestion}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        onAnswered={onAnswered}
        disabled={options.disabled ?? false}
        spanText={options.spanText}
        searchText={options.searchText}
      />
    );
  }
  const rendered = renderPart(<Harness />, options.storage);
  return { ...rendered, onChange, onAnswered };
}
