import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { SHORTCUT_ACTIONS } from './defaultShortcuts';
import { conflictMessage, shortcutActionKey } from './shortcutMessages';

describe('shortcut messages', () => {
  const { t } = createI18n();

  it('names every action in English', () => {
    for (const action of [...SHORTCUT_ACTIONS, 'selectOption' as const]) {
      const key = shortcutActionKey(action);
      expect(t(key), key).not.toBe(key);
    }
    expect(t(shortcutActionKey('nextPage'))).toBe('Next record');
  });

  it('says which action already uses a combination', () => {
    const message = conflictMessage({ binding: 'Mod+s', action: 'discard', conflictsWith: 'saveDraft' });
    expect(message).toEqual({
      key: 'shortcuts.conflict',
      params: { binding: 'Mod+s', action: 'discard', conflictsWith: 'saveDraft' },
    });
    expect(t(message.key, message.params)).toBe('Mod+s is already used for: Save as draft');
  });
});
