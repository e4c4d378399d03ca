import { useId } from 'react';
import { selectSubset, type CreationFieldType, type DatasetCreationState } from '@marginalia/core';
import { useStoreSelector, type ReadableStore } from '../hooks/useStoreSelector';
import { Select } from '../primitives/Select';
import { useT } from '../hooks/useT';
import { creationFieldTypeOptions } from './creationTypeOptions';
import { hubTexts } from './hubTexts';

/**
 * The fields column of the configuration: a subset selector when there is more than one subset, the split, and
 * each column's field type ('no mapping' leaves it out).
 *
 * @example
 * <FieldsColumn store={store} />
 */
export function FieldsColumn({ store }: { store: ReadableStore<DatasetCreationState> }) {
  const t = useT(hubTexts);
  const titleId = useId();
  const subsets = useStoreSelector(store, (s) => s.draft?.subsets ?? null) ?? [];
  const subset = useStoreSelector(store, selectSubset);
  if (!subset) return null;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('creation.fieldsColumn')}</h3>
      {subsets.length > 1 && (
        <div className="mg-creation__field">
          <Select
            label={t('creation.subset')}
            value={subset.name}
            options={subsets.map((candidate) => ({ value: candidate.name, label: candidate.name }))}
            onChange={(name) => store.getState().selectSubset(name)}
          />
        </div>
      )}
      {subset.splits.length > 1 && (
        <div className="mg-creation__field">
          <Select
            label={t('creation.split')}
            value={subset.selectedSplit}
            options={subset.splits.map((split) => ({ value: split, label: split }))}
            onChange={(split) => store.getState().selectSplit(split)}
          />
        </div>
      )}
      {subset.fields.map((field) => (
        <div key={field.name} className="mg-creation__field">
          {/* Seen: the column's name; heard: 'Type of <column>'. */}
          <span aria-hidden="true">{field.name}</span>
          <Select<CreationFieldType>
            label={t('creation.fieldType', { name: field.name })}
            hideLabel
            value={field.type}
            options={creationFieldTypeOptions(t)}
            onChange={(type) => store.getState().setFieldType(field.name, type)}
          />
        </div>
      ))}
    </section>
  );
}
