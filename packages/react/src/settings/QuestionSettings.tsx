import { useId, useState } from 'react';
import {
  defaultVisibleOptions,
  questionEditing,
  questionTypeName,
  selectItemErrors,
  selectOverlappingLocked,
  selectSuggestionFirst,
  showsVisibleOptions,
  type DatasetSettingsStore,
  type QuestionSettingsItem,
} from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { Switch } from '../primitives/Switch';
import { translateMessage, useT } from '../hooks/useT';
import { QuestionOptionList } from './QuestionOptionList';
import { FieldError, SettingsItemActions } from './SettingsItemActions';
import { SettingsItemFacts } from './SettingsItemFacts';
import { SettingsTitleInput } from './SettingsTitleInput';
import { settingsTexts } from './settingsTexts';
import { Checkbox } from '../primitives/Checkbox';

/**
 * The questions tab: per question its title, description, options (labels and their order; span labels with
 * their colour; rating and ranking options read-only, as the server refuses changes), visible options (with
 * more than 3 options), the suggestion-first switch of multi-label questions and overlapping spans.
 *
 * @example
 * <QuestionSettings store={session.store} />
 */
export function QuestionSettings({ store }: { store: DatasetSettingsStore }) {
  const questions = useStoreSelector(store, (s) => s.questions);
  const [liveRegion, setLiveRegion] = useState<HTMLDivElement | null>(null);
  return (
    <div className="mg-settings__panel">
      {questions.map((question) => (
        <QuestionCard key={question.id} store={store} item={question} liveRegion={liveRegion} />
      ))}
      <div ref={setLiveRegion} />
    </div>
  );
}

function QuestionCard({
  store,
  item,
  liveRegion,
}: {
  store: DatasetSettingsStore;
  item: QuestionSettingsItem;
  liveRegion: Element | null;
}) {
  const t = useT(settingsTexts);
  const ids = {
    heading: useId(),
    visible: useId(),
    visibleError: useId(),
    suggestionFirst: useId(),
    overlap: useId(),
  };
  const errors = selectItemErrors('questions', item);
  const can = questionEditing(item.info.type);
  const { editQuestion, setSuggestionFirst } = store.getState();
  const error = (key: string) => (errors[key] ? translateMessage(t, errors[key]) : null);
  const visibleOptions = item.edit.visibleOptions ?? defaultVisibleOptions(item.edit);
  const overlapLocked = selectOverlappingLocked(item);
  return (
    <section className="mg-card mg-settings__card" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>{item.original.title}</h3>
      <SettingsItemFacts name={item.info.name} type={questionTypeName(item.info.type)} />
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
        multiline
        onChange={(description) => editQuestion(item.id, { description })}
      />
      {item.edit.options.length > 0 && (
        <QuestionOptionList store={store} item={item} error={error} liveRegion={liveRegion} />
      )}
      {showsVisibleOptions(item.info.type, item.edit.options.length) && (
        <div className="mg-settings__row">
          <label className="mg-settings__label" htmlFor={ids.visible}>
            {t('questions.visibleOptions')}
          </label>
          {/* A slider from 3 to the number of options, as the original's: no empty, fractional or out-of-range
              value to type (one stored out of range by another client still shows its message). */}
          <div className="mg-settings__range">
            <input
              id={ids.visible}
              type="range"
              min={3}
              max={item.edit.options.length}
              step={1}
              aria-invalid={errors.visibleOptions !== undefined}
              aria-describedby={errors.visibleOptions ? ids.visibleError : undefined}
              value={visibleOptions}
              onChange={(event) => editQuestion(item.id, { visibleOptions: Number(event.target.value) })}
            />
            {/* The slider tells assistive technology its value; this shows it (an <output> would be a status). */}
            <span aria-hidden="true">{visibleOptions}</span>
          </div>
          <FieldError id={ids.visibleError} message={error('visibleOptions')} />
        </div>
      )}
      {can.suggestionFirst && (
        <div className="mg-settings__row">
          <Switch
            label={t('questions.suggestionFirst')}
            checked={selectSuggestionFirst(item)}
            describedBy={ids.suggestionFirst}
            onChange={(on) => setSuggestionFirst(item.id, on)}
          />
          <p id={ids.suggestionFirst} className="mg-muted">
            {t('questions.suggestionFirstHint')}
          </p>
        </div>
      )}
      {can.allowOverlapping && (
        <div className="mg-settings__row">
          <Checkbox
            label={t('questions.allowOverlapping')}
            checked={item.edit.allowOverlapping}
            disabled={overlapLocked}
            describedBy={overlapLocked ? ids.overlap : undefined}
            onChange={(allowOverlapping) => editQuestion(item.id, { allowOverlapping })}
          />
          {overlapLocked && (
            <p id={ids.overlap} className="mg-muted">
              {t('questions.overlappingLocked')}
            </p>
          )}
        </div>
      )}
      {can.useMarkdown && (
        <Checkbox
          label={t('questions.markdown')}
          checked={item.edit.useMarkdown}
          onChange={(useMarkdown) => editQuestion(item.id, { useMarkdown })}
        />
      )}
      <SettingsItemActions store={store} section="questions" item={item} />
    </section>
  );
}
