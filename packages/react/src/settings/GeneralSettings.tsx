import { useId } from 'react';
import {
  selectDistributionLockMessage,
  selectItemErrors,
  textDirection,
  type DatasetSettingsStore,
} from '@marginalia/core';
import { useStoreSelector } from '../hooks/useStoreSelector';
import { translateMessage, useT } from '../hooks/useT';
import { MarkdownEditor } from './MarkdownEditor';
import { FieldError, SettingsItemActions } from './SettingsItemActions';
import { settingsTexts } from './settingsTexts';
import { Checkbox } from '../primitives/Checkbox';

/**
 * The general tab: name and workspace (read-only), the guidelines in a markdown editor, the task distribution
 * (disabled with the server's reason once the dataset has responses) and whether records may carry extra
 * metadata. Saved together with one Update.
 *
 * @example
 * <GeneralSettings store={session.store} />
 */
export function GeneralSettings({ store }: { store: DatasetSettingsStore }) {
  const t = useT(settingsTexts);
  const item = useStoreSelector(store, (s) => s.general[0] ?? null);
  const dataset = useStoreSelector(store, (s) => s.dataset);
  const lock = useStoreSelector(store, selectDistributionLockMessage);
  const ids = { guidelines: useId(), min: useId(), minError: useId(), lock: useId(), extra: useId() };
  if (!item || !dataset) return null;
  const errors = selectItemErrors('general', item);
  const { editGeneral, save, restore } = store.getState();
  const minErrorText = errors.minSubmitted ? translateMessage(t, errors.minSubmitted) : null;
  return (
    <div className="mg-settings__panel">
      <section className="mg-card mg-settings__card" aria-labelledby={ids.guidelines}>
        <h3 id={ids.guidelines}>{t('tabs.general')}</h3>
        <dl className="mg-settings__facts">
          <div>
            <dt>{t('general.name')}</dt>
            <dd dir={textDirection(dataset.name)}>{dataset.name}</dd>
          </div>
          <div>
            <dt>{t('general.workspace')}</dt>
            <dd>{dataset.workspaceName ?? dataset.workspaceId}</dd>
          </div>
        </dl>
        <MarkdownEditor
          label={t('general.guidelines')}
          value={item.edit.guidelines}
          onChange={(guidelines) => editGeneral({ guidelines })}
          invalid={errors.guidelines !== undefined}
          errorId={errors.guidelines ? `${ids.guidelines}-error` : undefined}
        />
        <FieldError
          id={`${ids.guidelines}-error`}
          message={errors.guidelines ? translateMessage(t, errors.guidelines) : null}
        />
        <fieldset className="mg-choice-group mg-settings__row">
          <legend className="mg-choice-group__legend">{t('general.distribution')}</legend>
          <label className="mg-settings__row" htmlFor={ids.min}>
            {t('general.minSubmitted')}
          </label>
          <input
            id={ids.min}
            className="mg-input"
            type="number"
            min={1}
            step={1}
            disabled={lock !== null}
            aria-invalid={errors.minSubmitted !== undefined}
            aria-describedby={
              [minErrorText ? ids.minError : '', lock ? ids.lock : ''].join(' ').trim() || undefined
            }
            value={item.edit.minSubmitted ?? ''}
            onChange={(event) =>
              editGeneral({ minSubmitted: event.target.value === '' ? null : Number(event.target.value) })
            }
          />
          <FieldError id={ids.minError} message={minErrorText} />
          {lock && (
            <p id={ids.lock} className="mg-muted">
              {translateMessage(t, lock)}
            </p>
          )}
        </fieldset>
        <Checkbox
          label={t('general.allowExtraMetadata')}
          checked={item.edit.allowExtraMetadata}
          onChange={(allowExtraMetadata) => editGeneral({ allowExtraMetadata })}
        />
        <SettingsItemActions
          section="general"
          item={item}
          onSave={() => void save('general', item.id)}
          onRestore={() => restore('general', item.id)}
        />
      </section>
    </div>
  );
}
