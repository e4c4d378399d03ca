import {
  selectCanSave,
  selectIsItemModified,
  selectSaveMessage,
  type AnyItem,
  type DatasetSettingsStore,
  type SettingsSection,
} from '@marginalia/core';
import { translateMessage, useT } from '../hooks/useT';
import { settingsTexts } from './settingsTexts';

export interface SettingsItemActionsProps {
  store: DatasetSettingsStore;
  section: SettingsSection;
  item: AnyItem;
}

/**
 * An item's Update and Cancel buttons, 'Saving...' / 'Saved', and why the last save did not happen (the server's
 * message or 'X is not valid for update').
 *
 * @example
 * <SettingsItemActions store={store} section="fields" item={field} />
 */
export function SettingsItemActions({ store, section, item }: SettingsItemActionsProps) {
  const t = useT(settingsTexts);
  const saveMessage = selectSaveMessage(item);
  const modified = selectIsItemModified(section, item);
  const canSave = selectCanSave(section, item);
  const onSave = () => void store.getState().save(section, item.id);
  const onRestore = () => store.getState().restore(section, item.id);
  // aria-disabled, not disabled: a button that turns off under the focus (Update once saved, Cancel once
  // restored) keeps it, so a keyboard user goes on from here instead of from the top of the page. Pressing
  // Update on an invalid edit asks the store anyway, which refuses it with 'X is not valid for update'.
  return (
    <div className="mg-settings__actions">
      <button
        type="button"
        className="mg-button mg-button--primary"
        aria-disabled={!canSave}
        onClick={() => modified && item.saveStatus !== 'saving' && onSave()}
      >
        {t('actions.save')}
      </button>
      <button
        type="button"
        className="mg-button"
        aria-disabled={!modified}
        onClick={() => modified && onRestore()}
      >
        {t('actions.restore')}
      </button>
      <span role="status" className="mg-muted">
        {saveMessage ? translateMessage(t, saveMessage) : ''}
      </span>
      {item.error && (
        <p role="alert" className="mg-settings__error">
          {translateMessage(t, item.error)}
        </p>
      )}
    </div>
  );
}

/** An input's validation message, tied to it by id. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="mg-settings__error">
      {message}
    </p>
  );
}
