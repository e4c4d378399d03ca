import { useRef, type FormEvent } from 'react';
import type { AnnotationState, AnswerValue, Suggestion } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { AnnotationActions } from './AnnotationActions';
import { QuestionItem } from './questions/QuestionItem';

export interface QuestionsFormProps {
  state: Pick<
    AnnotationState,
    | 'questions'
    | 'answers'
    | 'record'
    | 'canSubmit'
    | 'pendingAction'
    | 'lastSavedAt'
    | 'setAnswer'
    | 'submit'
    | 'discard'
    | 'saveDraft'
  >;
}

const FOCUSABLE = 'input:checked, input:not([type="radio"]), textarea, button:not(.mg-options__more)';

/** The questions of the current record with the action buttons. */
export function QuestionsForm({ state }: QuestionsFormProps) {
  const t = useT();
  const itemsRef = useRef<(HTMLLIElement | null)[]>([]);
  const { questions, answers, record, pendingAction } = state;

  function focusNext(index: number) {
    const next = itemsRef.current[index + 1];
    if (!next) return;
    const target = next.querySelector<HTMLElement>(FOCUSABLE) ?? next.querySelector<HTMLElement>('input');
    target?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (state.canSubmit) void state.submit();
  }

  const suggestionFor = (questionId: string): Suggestion | undefined =>
    record?.suggestions.find((suggestion) => suggestion.questionId === questionId);

  return (
    <form className="mg-questions" onSubmit={submit} aria-label={t('annotation.questionsLabel')}>
      <ol className="mg-questions__list">
        {questions.map((question, index) => (
          <li key={question.id} ref={(node) => void (itemsRef.current[index] = node)}>
            <QuestionItem
              question={question}
              value={answers[question.name]}
              suggestion={suggestionFor(question.id)}
              onChange={(value: AnswerValue | undefined) => state.setAnswer(question.name, value)}
              onAnswered={() => focusNext(index)}
              disabled={pendingAction !== null}
            />
          </li>
        ))}
      </ol>
      <AnnotationActions
        canSubmit={state.canSubmit}
        pendingAction={pendingAction}
        recordStatus={record?.status}
        lastSavedAt={state.lastSavedAt}
        onDiscard={() => void state.discard()}
        onSaveDraft={() => void state.saveDraft()}
      />
    </form>
  );
}
