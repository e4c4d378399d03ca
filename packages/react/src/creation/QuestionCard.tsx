import { useId } from 'react';
import {
  selectQuestionErrors,
  selectSubset,
  type CreationQuestionType,
  type DatasetCreationState,
  type CreationQuestionDraft,
} from '@marginalia/core';
import { useStoreSelector, type ReadableStore } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';
import { Checkbox } from '../primitives/Checkbox';
import { Select } from '../primitives/Select';
import { Icon } from '../styles/Icon';
import { creationQuestionTypeOptions } from './creationTypeOptions';
import { hubTexts } from './hubTexts';
import { QuestionEditor } from './QuestionEditor';
import { SpanFieldSelect } from './SpanFieldSelect';

const NO_MAPPING = '';
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

export interface QuestionCardProps {
  store: ReadableStore<DatasetCreationState>;
  question: CreationQuestionDraft;
  /** Shows the remove button (only when removal is allowed). */
  removable?: boolean;
}

/**
 * One question's configuration card: its type, 'map to a column' (or 'no mapping', which shows the type's
 * editor), 'apply to a field' for spans, the required checkbox and, after the first blur, its errors.
 *
 * @example
 * <QuestionCard store={store} question={question} removable />
 */
export function QuestionCard({ store, question, removable = true }: QuestionCardProps) {
  const t = useT(hubTexts);
  const id = useId();
  const errors = useStoreSelector(store, (s) => selectQuestionErrors(s, question), sameList);
  const columns = useStoreSelector(store, (s) => selectSubset(s)?.columns ?? [], sameList);
  const state = store.getState();
  const errorsId = errors.length > 0 ? `${id}-errors` : undefined;
  return (
    <article className="mg-card mg-question-card" aria-labelledby={`${id}-name`}>
      <div className="mg-question-card__head">
        <span id={`${id}-name`} className="mg-question-card__name">
          {question.name}
        </span>
        {removable && (
          <button
            type="button"
            className="mg-button mg-button--ghost mg-button--icon"
            aria-label={t('creation.removeQuestion', { name: question.name })}
            onClick={() => state.removeQuestion(question.key)}
          >
            <Icon name="close" />
          </button>
        )}
      </div>
      <div className="mg-creation__field">
        <Select<CreationQuestionType>
          label={t('creation.questionType')}
          value={question.type}
          options={creationQuestionTypeOptions(t)}
          onChange={(type) => state.changeQuestionType(question.key, type)}
        />
      </div>
      <div className="mg-creation__field">
        <Select
          label={t('creation.mapToColumn')}
          value={question.column ?? NO_MAPPING}
          options={[
            { value: NO_MAPPING, label: t('creation.noMapping') },
            ...columns.map((column) => ({ value: column, label: column })),
          ]}
          onChange={(column) => state.setQuestionColumn(question.key, column === NO_MAPPING ? null : column)}
        />
      </div>
      {question.column === null && (
        <QuestionEditor key={question.type} store={store} question={question} errorsId={errorsId} />
      )}
      {question.type === 'span' && <SpanFieldSelect store={store} question={question} t={t} />}
      <Checkbox
        label={t('creation.requiredQuestion')}
        checked={question.required}
        onChange={(required) => state.setQuestionRequired(question.key, required)}
      />
      {errors.length > 0 && (
        <ul id={errorsId} className="mg-question-card__errors" role="alert">
          {errors.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
