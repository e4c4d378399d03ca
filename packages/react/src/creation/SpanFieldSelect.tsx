import {
  selectSubset,
  textFieldNames,
  type CreationQuestionDraft,
  type DatasetCreationState,
} from '@marginalia/core';
import { useStoreSelector, type ReadableStore } from '../hooks/useStoreSelector';
import type { Translate } from '../hooks/useT';
import { Select } from '../primitives/Select';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

export interface SpanFieldSelectProps {
  store: ReadableStore<DatasetCreationState>;
  question: CreationQuestionDraft;
  t: Translate;
}

/** 'Apply to a field' of a span question: one of the subset's text fields. */
export function SpanFieldSelect({ store, question, t }: SpanFieldSelectProps) {
  const textFields = useStoreSelector(
    store,
    (s) => {
      const subset = selectSubset(s);
      return subset ? textFieldNames(subset) : [];
    },
    sameList,
  );
  const state = store.getState();
  return (
    <div className="mg-creation__field">
      <Select
        label={t('creation.applyToField')}
        value={question.field ?? ''}
        options={[{ value: '', label: '—' }, ...textFields.map((field) => ({ value: field, label: field }))]}
        onChange={(field) => state.setSpanField(question.key, field === '' ? null : field)}
        onBlur={() => state.touchQuestion(question.key)}
      />
    </div>
  );
}
