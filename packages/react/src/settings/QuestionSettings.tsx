import { useId, useState } from 'react';
import {
  questionTypeName,
  selectItemErrors,
  showsVisibleOptions,
  type DatasetSettingsStore,
  type QuestionSettingsItem,
} from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { QuestionBehaviourSettings } from './QuestionBehaviourSettings';
import { LazyQuestionOptionList } from './LazyQuestionOptionList';
import { SettingsItemActions } from './SettingsItemActions';
import { SettingsItemFacts } from './SettingsItemFacts';
import { SettingsTitleInput } from './SettingsTitleInput';
import { settingsTexts } from './settingsTexts';
import { VisibleOptionsSetting } from './VisibleOptionsSetting';

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
  const headingId = useId();
  const errors = selectItemErrors('questions', item);
  const { editQuestion } = store.getState();
  const error = (key: string) => (errors[key] ? translateMessage(t, errors[key]) : null);
  return (
    <section className="mg-card mg-settings__card" aria-labelledby={headingId}>
      <h3 id={headingId}>{item.original.title}</h3>
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
        <LazyQuestionOptionList store={store} item={item} error={error} liveRegion={liveRegion} />
      )}
      {showsVisibleOptions(item.info.type, item.edit.options.length) && (
        <VisibleOptionsSetting store={store} item={item} error={error('visibleOptions')} />
      )}
      <QuestionBehaviourSettings store={store} item={item} />
      <SettingsItemActions store={store} section="questions" item={item} />
    </section>
  );
}
