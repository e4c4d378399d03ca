import { useId } from 'react';
import {
  defaultVisibleOptions,
  type DatasetSettingsStore,
  type QuestionSettingsItem,
} from '@marginalia/core';
import { useT } from '../hooks/useT';
import { FieldError } from './SettingsItemActions';
import { settingsTexts } from './settingsTexts';

export interface VisibleOptionsSettingProps {
  store: DatasetSettingsStore;
  item: QuestionSettingsItem;
  /** The translated message of the item's `visibleOptions` error, if any. */
  error: string | null;
}

/** A question's visible options (shown with more than 3 options): a slider from 3 to the number of options. */
export function VisibleOptionsSetting({ store, item, error }: VisibleOptionsSettingProps) {
  const t = useT(settingsTexts);
  const ids = { visible: useId(), visibleError: useId() };
  const visibleOptions = item.edit.visibleOptions ?? defaultVisibleOptions(item.edit);
  return (
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
          aria-invalid={error !== null}
          aria-describedby={error !== null ? ids.visibleError : undefined}
          value={visibleOptions}
          onChange={(event) =>
            store.getState().editQuestion(item.id, { visibleOptions: Number(event.target.value) })
          }
        />
        {/* The slider tells assistive technology its value; this shows it (an <output> would be a status). */}
        <span aria-hidden="true">{visibleOptions}</span>
      </div>
      <FieldError id={ids.visibleError} message={error} />
    </div>
  );
}
