import { useId } from 'react';
import {
  CREATION_QUESTION_TYPES,
  selectSubset,
  type CreationQuestionType,
  type DatasetCreationState,
} from '@marginalia/core';
import { useStoreSelector, type ReadableStore } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';
import { hubTexts } from './hubTexts';
import { QuestionCard } from './QuestionCard';

/**
 * The questions column: one card per question and the add-question dropdown.
 *
 * @example
 * <QuestionsColumn store={store} />
 */
export function QuestionsColumn({ store }: { store: ReadableStore<DatasetCreationState> }) {
  const t = useT(hubTexts);
  const titleId = useId();
  const addId = useId();
  const questions = useStoreSelector(store, (s) => selectSubset(s)?.questions ?? null) ?? [];
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('creation.questionsColumn')}</h3>
      {questions.map((question) => (
        <QuestionCard key={question.key} store={store} question={question} />
      ))}
      <div className="mg-creation__field">
        <label htmlFor={addId}>{t('creation.addQuestion')}</label>
        <select
          id={addId}
          className="mg-input"
          value=""
          onChange={(event) => {
            if (event.target.value !== '')
              store.getState().addQuestion(event.target.value as CreationQuestionType);
          }}
        >
          <option value="">{t('creation.addQuestionPlaceholder')}</option>
          {CREATION_QUESTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`creation.types.${type}`)}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
