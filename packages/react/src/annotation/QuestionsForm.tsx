import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { selectQuestionsForm, type AnswerValue, type Question, type Suggestion } from '@marginalia/core';
import { useT } from '../hooks/useT';
import { AnnotationActions } from './AnnotationActions';
import { enterQuestion } from './layout/questionFocus';
import { QuestionItem } from './questions/QuestionItem';
import { SentBackNotice } from './SentBackNotice';
import { useRecordForm } from './view/useRecordForm';

export interface QuestionsFormProps {
  /**
   * The record card draws span questions inside their fields (it gets the answers); the form then only points
   * there. Otherwise the form draws them over their field's text.
   */
  spanQuestionsInFields?: boolean;
}

/**
 * The questions of the record shown with the action buttons, inside `<AnnotationView>`; in bulk mode the form
 * starts empty and its actions go to the selected records. Submitting sends the store's `submit`, which decides
 * whether it may.
 */
export function QuestionsForm({ spanQuestionsInFields = false }: QuestionsFormProps) {
  const t = useT();
  const itemsRef = useRef<(HTMLLIElement | null)[]>([]);
  const [{ questions, answers, record, locked }, store] = useRecordForm(selectQuestionsForm);
  const formRef = useRef<HTMLFormElement | null>(null);
  const shownId = useRef(record?.id);

  // The controls belong to the record they answered: when another record shows (a submit now swaps it in the
  // click's task, before the form could lock), the focus leaves them, as it left the locked form before.
  useLayoutEffect(() => {
    const left = shownId.current;
    shownId.current = record?.id;
    const form = formRef.current;
    if (left === undefined || left === record?.id || !form) return;
    const active = (form.getRootNode() as Document | ShadowRoot).activeElement;
    if (active instanceof HTMLElement && form.contains(active)) active.blur();
  }, [record?.id]);

  function focusNext(index: number) {
    // The next question that takes the focus; a span question answered on the record is entered there.
    for (const item of itemsRef.current.slice(index + 1)) {
      const question = item?.querySelector('[data-question]');
      if (item && question && enterQuestion(item.getRootNode() as ParentNode, question)) return;
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void store.getState().submit();
  }

  const suggestionFor = (questionId: string): Suggestion | undefined =>
    record?.suggestions.find((suggestion) => suggestion.questionId === questionId);
  const spanTextOf = (question: Question): string | undefined => {
    const text = question.field ? record?.fields[question.field] : undefined;
    return question.type === 'span' && !spanQuestionsInFields && typeof text === 'string' ? text : undefined;
  };

  return (
    <form ref={formRef} className="mg-questions" part="questions" onSubmit={submit} aria-label={t('annotation.questionsLabel')}>
      <SentBackNotice />
      <ol className="mg-questions__list">
        {questions.map((question, index) => (
          <li key={question.id} ref={(node) => void (itemsRef.current[index] = node)}>
            <QuestionItem
              question={question}
              value={answers[question.name]}
              suggestion={suggestionFor(question.id)}
              onChange={(value: AnswerValue | undefined) => store.getState().setAnswer(question.name, value)}
              onAnswered={() => focusNext(index)}
              disabled={locked}
              spanText={spanTextOf(question)}
              recordFields={record?.fields}
            />
          </li>
        ))}
      </ol>
      <AnnotationActions />
    </form>
  );
}
