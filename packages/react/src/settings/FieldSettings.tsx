import { useId } from 'react';
import {
  fieldPreviewOf,
  fieldTypeName,
  selectItemErrors,
  type DatasetSettingsStore,
  type FieldSettingsItem,
  type WireRecord,
} from '@marginalia/core';
import { FieldView } from '../annotation/fields/FieldView';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { FieldError, SettingsItemActions } from './SettingsItemActions';
import { SettingsItemFacts } from './SettingsItemFacts';
import { settingsTexts } from './settingsTexts';
import { Checkbox } from '../primitives/Checkbox';

/**
 * The fields tab: one card per field with its title, the markdown switch (text and chat fields) and a live
 * preview of the field on a real record of the dataset.
 *
 * @example
 * <FieldSettings store={session.store} />
 */
export function FieldSettings({ store }: { store: DatasetSettingsStore }) {
  const fields = useStoreSelector(store, (s) => s.fields);
  const record = useStoreSelector(store, (s) => s.previewRecord);
  return (
    <div className="mg-settings__panel">
      {fields.map((field) => (
        <FieldCard key={field.id} store={store} item={field} record={record} />
      ))}
    </div>
  );
}

function FieldCard({
  store,
  item,
  record,
}: {
  store: DatasetSettingsStore;
  item: FieldSettingsItem;
  record: WireRecord | null;
}) {
  const t = useT(settingsTexts);
  const headingId = useId();
  const titleId = useId();
  const errorId = useId();
  const errors = selectItemErrors('fields', item);
  const { editField } = store.getState();
  const hasMarkdown = item.info.type === 'text' || item.info.type === 'chat';
  const preview = fieldPreviewOf(item);
  return (
    <section className="mg-card mg-settings__card" aria-labelledby={headingId}>
      <h3 id={headingId}>{item.original.title || item.info.name}</h3>
      <SettingsItemFacts name={item.info.name} type={fieldTypeName(item.info.type)} />
      <div className="mg-settings__row">
        <label className="mg-settings__label" htmlFor={titleId}>
          {t('fields.title')}
        </label>
        <input
          id={titleId}
          className="mg-input"
          value={item.edit.title}
          placeholder={item.info.name}
          aria-invalid={errors.title !== undefined}
          aria-describedby={errors.title ? errorId : undefined}
          onChange={(event) => editField(item.id, { title: event.target.value })}
        />
        <FieldError id={errorId} message={errors.title ? translateMessage(t, errors.title) : null} />
      </div>
      {hasMarkdown && (
        <Checkbox
          label={t('fields.markdown')}
          checked={item.edit.useMarkdown}
          onChange={(useMarkdown) => editField(item.id, { useMarkdown })}
        />
      )}
      <div
        className="mg-settings__preview"
        role="region"
        aria-label={`${t('fields.preview')}: ${preview.title}`}
      >
        <p className="mg-settings__label">{preview.title}</p>
        {record ? (
          <FieldView
            field={preview}
            value={record.fields[item.info.name]}
            record={{ id: record.id, fields: record.fields, metadata: record.metadata ?? {} }}
          />
        ) : (
          <p className="mg-muted">{t('fields.noRecord')}</p>
        )}
      </div>
      <SettingsItemActions store={store} section="fields" item={item} />
    </section>
  );
}
