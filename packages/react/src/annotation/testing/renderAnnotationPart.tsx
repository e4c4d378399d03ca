import type { ReactElement } from 'react';
import { vi, type Mock } from 'vitest';
import type { AnswerValue, KeyValueStorage, Question, Suggestion } from '@marginalia/core';
import { renderWithMarginalia, type RenderedWithMarginalia } from '../../testing/renderWithMarginalia';
import { QuestionPreferencesProvider } from '../questions/QuestionPreferences';
import { QuestionPlayground } from './QuestionPlayground';

// The fixtures moved beside the other fakes so stories can use them too; tests keep importing them from here.
export { makeQuestion, makeSuggestion } from '../../testing/questionFixtures';

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
  const { storage, ...props } = options;
  const rendered = renderPart(<QuestionPlayground question={question} {...props} onChange={onChange} onAnswered={onAnswered} />, storage);
  return { ...rendered, onChange, onAnswered };
}
