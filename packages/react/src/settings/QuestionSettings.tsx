import { useId } from 'react';
import {
  defaultVisibleOptions,
  labelPalette,
  questionEditing,
  selectItemErrors,
  showsVisibleOptions,
  type DatasetSettingsStore,
  type QuestionSettingsItem,
} from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { Select } from '../primitives/Select';
import { translateMessage, useT } from '../hooks/useT';
import { FieldError, SettingsItemActions } from './SettingsItemActions';
import { SettingsTitleInput } from './SettingsTitleInput';
import { settingsTexts } from './settingsTexts';

/**
 * The questions tab: per question its title, description, option labels (span labels with their colour;
 * rating and ranking options read-only, as the server refuses changes), visible options (with more than 3
 * options), the options order of multi-label questions and overlapping spans.
 *
 * @example
 * <QuestionSettings store={session.store} />
 */
export function QuestionSettings({ store }: { store: DatasetSettingsStore }) {
  const questions = useStoreSelector(store, (s) => s.questions);
  return (
    <div className="mg-settings__panel">
      {questions.map((question) => (
        <QuestionCard key={question.id} store={store} item={question} />
      ))}
    </div>
  );
}

function QuestionCard({ store, item }: { store: DatasetSettingsStore; item: QuestionSettingsItem }) {
  const t = useT(settingsTexts);
  const ids = { heading: useId(), visible: useId() };
  const errors = selectItemErrors('questions', item);
  const can = questionEditing(item.info.type);
  const { editQuestion, save, restore } = store.getState();
  const error = (key: string) => (errors[key] ? translateMessage(t, errors[key]) : null);
  return (
    <section className="mg-card mg-settings__card" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>{item.original.title}</h3>
      <p className="mg-settings__facts">
        <span>{t('fields.name', { name: item.info.name })}</span>
        <span>{t('fields.type', { type: item.info.type })}</span>
      </p>
      <SettingsTitleInput
        label={t('questions.title')}
        value={item.edit.title}
        error={error('title')}
        onChange={(title) => editQuestion(item.id, { title })}
      />
      <SettingsTitleInput
        label={t('questions.description')}
        value={item.edit.description}
        error={error('description')}
        onChange={(description) => editQuestion(item.id, { description })}
      />
      {item.edit.options.length > 0 && (
        <OptionList store={store} item={item} editable={can.optionLabels} error={error} />
      )}
      {showsVisibleOptions(item.info.type, item.edit.options.length) && (
        <div className="mg-settings__row">
          <label className="mg-settings__label" htmlFor={ids.visible}>
            {t('questions.visibleOptions')}
          </label>
          <input
            id={ids.visible}
            className="mg-input"
            type="number"
            min={3}
            max={item.edit.options.length}
            value={item.edit.visibleOptions ?? defaultVisibleOptions(item.edit)}
            onChange={(event) =>
              editQuestion(item.id, {
                visibleOptions: event.target.value === '' ? null : Number(event.target.value),
              })
            }
          />
        </div>
      )}
      {can.optionsOrder && (
        <Select
          label={t('questions.optionsOrder')}
          labelClassName="mg-settings__label"
          value={item.edit.optionsOrder ?? 'natural'}
          options={[
            { value: 'natural', label: t('questions.order.natural') },
            { value: 'suggestion', label: t('questions.order.suggestion') },
          ]}
          onChange={(optionsOrder) => editQuestion(item.id, { optionsOrder })}
        />
      )}
      {can.allowOverlapping && (
        <label className="mg-choice">
          <input
            type="checkbox"
            checked={item.edit.allowOverlapping}
            onChange={(event) => editQuestion(item.id, { allowOverlapping: event.target.checked })}
          />
          {t('questions.allowOverlapping')}
        </label>
      )}
      {can.useMarkdown && (
        <label className="mg-choice">
          <input
            type="checkbox"
            checked={item.edit.useMarkdown}
            onChange={(event) => editQuestion(item.id, { useMarkdown: event.target.checked })}
          />
          {t('questions.markdown')}
        </label>
      )}
      <SettingsItemActions
        section="questions"
        item={item}
        onSave={() => void save('questions', item.id)}
        onRestore={() => restore('questions', item.id)}
      />
    </section>
  );
}

function OptionList(props: {
  store: DatasetSettingsStore;
  item: QuestionSettingsItem;
  editable: boolean;
  error(key: string): string | null;
}) {
  const t = useT(settingsTexts);
  const { item, editable } = props;
  const headingId = useId();
  const span = item.info.type === 'span';
  return (
    <div className="mg-settings__row" role="group" aria-labelledby={headingId}>
      <span id={headingId} className="mg-settings__label">
        {t('questions.options')}
      </span>
      {!editable && <p className="mg-muted">{t('questions.readOnlyOptions')}</p>}
      <ul className="mg-settings__options">
        {item.edit.options.map((option, index) => {
          const value = String(option.value);
          const swatch = span ? (
            <span
              className="mg-settings__swatch"
              style={{ background: labelPalette(value).light }}
              aria-hidden="true"
            />
          ) : null;
          return (
            <li key={value} className="mg-settings__option">
              <span>
                {swatch}
                <code>{value}</code>
              </span>
              {editable ? (
                <span>
                  <input
                    className="mg-input"
                    aria-label={t('questions.optionLabel', { value })}
                    value={option.text}
                    aria-invalid={props.error(`options.${index}`) !== null}
                    onChange={(event) =>
                      props.store.getState().editOptionText(item.id, index, event.target.value)
                    }
                  />
                  <FieldError id={`${headingId}-${index}`} message={props.error(`options.${index}`)} />
                </span>
              ) : (
                <span>{option.text}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
