import { useId } from 'react';
import {
  questionEditing,
  selectOverlappingLocked,
  selectSuggestionFirst,
  type DatasetSettingsStore,
  type QuestionSettingsItem,
} from '@marginalia/core';
import { useT } from '../hooks/useT';
import { Checkbox } from '../primitives/Checkbox';
import { Switch } from '../primitives/Switch';
import { settingsTexts } from './settingsTexts';

export interface QuestionBehaviourSettingsProps {
  store: DatasetSettingsStore;
  item: QuestionSettingsItem;
}

/**
 * What a question's type lets the annotators' view be changed in: suggestion first (multi-label), overlapping
 * spans (locked once answers rely on it) and markdown.
 */
export function QuestionBehaviourSettings({ store, item }: QuestionBehaviourSettingsProps) {
  const t = useT(settingsTexts);
  const ids = { suggestionFirst: useId(), overlap: useId() };
  const can = questionEditing(item.info.type);
  const { editQuestion, setSuggestionFirst } = store.getState();
  const overlapLocked = selectOverlappingLocked(item);
  return (
    <>
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
    </>
  );
}
