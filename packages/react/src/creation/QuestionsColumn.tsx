import { useId } from 'react';
import { selectSubset, type CreationQuestionType, type DatasetCreationState } from '@marginalia/core';
import { useStoreSelector, type ReadableStore } from '../hooks/useStoreSelector';
import { Select } from '../primitives/Select';
import { useT } from '../hooks/useT';
import { creationQuestionTypeOptions } from './creationTypeOptions';
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
  const questions = useStoreSelector(store, (s) => selectSubset(s)?.questions ?? null) ?? [];
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('creation.questionsColumn')}</h3>
      {questions.map((question) => (
        <QuestionCard key={question.key} store={store} question={question} />
      ))}
      <div className="mg-creation__field">
        {/* An action, not a value: it shows its placeholder again after each choice. */}
        <Select<CreationQuestionType | ''>
          label={t('creation.addQuestion')}
          value=""
          placeholder={t('creation.addQuestionPlaceholder')}
          options={creationQuestionTypeOptions(t)}
          onChange={(type) => {
            if (type !== '') store.getState().addQuestion(type);
          }}
        />
      </div>
    </section>
  );
}
