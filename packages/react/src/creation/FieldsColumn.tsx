import { useId } from 'react';
import {
  CREATION_FIELD_TYPES,
  selectSubset,
  type CreationFieldType,
  type DatasetCreationState,
} from '@marginalia/core';
import { useStoreSelector, type ReadableStore } from '../hooks/useStoreSelector';
import { useT } from '../hooks/useT';
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
  const subsetId = useId();
  const splitId = useId();
  const subsets = useStoreSelector(store, (s) => s.draft?.subsets ?? null) ?? [];
  const subset = useStoreSelector(store, selectSubset);
  if (!subset) return null;
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>{t('creation.fieldsColumn')}</h3>
      {subsets.length > 1 && (
        <div className="mg-creation__field">
          <label htmlFor={subsetId}>{t('creation.subset')}</label>
          <select
            id={subsetId}
            className="mg-input"
            value={subset.name}
            onChange={(e) => store.getState().selectSubset(e.target.value)}
          >
            {subsets.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {subset.splits.length > 1 && (
        <div className="mg-creation__field">
          <label htmlFor={splitId}>{t('creation.split')}</label>
          <select
            id={splitId}
            className="mg-input"
            value={subset.selectedSplit}
            onChange={(e) => store.getState().selectSplit(e.target.value)}
          >
            {subset.splits.map((split) => (
              <option key={split} value={split}>
                {split}
              </option>
            ))}
          </select>
        </div>
      )}
      {subset.fields.map((field) => (
        <div key={field.name} className="mg-creation__field">
          <label htmlFor={`${titleId}-${field.name}`}>{field.name}</label>
          <select
            id={`${titleId}-${field.name}`}
            className="mg-input"
            aria-label={t('creation.fieldType', { name: field.name })}
            value={field.type}
            onChange={(e) => store.getState().setFieldType(field.name, e.target.value as CreationFieldType)}
          >
            {CREATION_FIELD_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`creation.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
      ))}
    </section>
  );
}
