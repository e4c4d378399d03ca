import { useRef, type FormEvent } from 'react';
import { locksAnswers, type AnswerValue, type RecordFormState, type Question, type Suggestion } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { AnnotationActions } from './AnnotationActions';
import { enterQuestion } from './layout/questionFocus';
import { QuestionItem } from './questions/QuestionItem';

export interface QuestionsFormProps {
  state: RecordFormState;
  /**
   * The record card draws span questions inside their fields (it gets the answers); the form then only points
   * there. Otherwise the form draws them over their field's text.
   */
  spanQuestionsInFields?: boolean;
}

/** The questions of the current record with the action buttons. */
export function QuestionsForm({ state, spanQuestionsInFields = false }: QuestionsFormProps) {
  const t = useT();
  const itemsRef = useRef<(HTMLLIElement | null)[]>([]);
  const { questions, answers, record, pendingAction } = state;

  function focusNext(index: number) {
    // The next question that takes the focus; a span question answered on the record is entered there.
    for (const item of itemsRef.current.slice(index + 1)) {
      const question = item?.querySelector('[data-question]');
      if (item && question && enterQuestion(item.getRootNode() as ParentNode, question)) return;
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (state.canSubmit) void state.submit();
  }

  const suggestionFor = (questionId: string): Suggestion | undefined =>
    record?.suggestions.find((suggestion) => suggestion.questionId === questionId);
  const spanTextOf = (question: Question): string | undefined => {
    const text = question.field ? record?.fields[question.field] : undefined;
    return question.type === 'span' && !spanQuestionsInFields && typeof text === 'string' ? text : undefined;
  };

  return (
    <form className="mg-questions" part="questions" onSubmit={submit} aria-label={t('annotation.questionsLabel')}>
      <ol className="mg-questions__list">
        {questions.map((question, index) => (
          <li key={question.id} ref={(node) => void (itemsRef.current[index] = node)}>
            <QuestionItem
              question={question}
              value={answers[question.name]}
              suggestion={suggestionFor(question.id)}
              onChange={(value: AnswerValue | undefined) => state.setAnswer(question.name, value)}
              onAnswered={() => focusNext(index)}
              disabled={locksAnswers(pendingAction)}
              spanText={spanTextOf(question)}
              recordFields={record?.fields}
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
