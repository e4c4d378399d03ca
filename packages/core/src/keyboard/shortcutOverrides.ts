import type { KeyValueStorage } from '../environment/KeyValueStorage';
import { DEFAULT_SHORTCUTS, SHORTCUT_ACTIONS, type ShortcutAction } from './defaultShortcuts';
import { parseBinding } from './shortcutBinding';

/** Storage key of remapped shortcuts. */
export const SHORTCUTS_STORAGE_KEY = 'marginalia.shortcuts';

/** The remapped shortcuts over the defaults, kept in the injected storage. */
export interface ShortcutOverrides {
  /** Current binding text per action: the defaults with the remaps over them. */
  bindings(): Record<ShortcutAction, string>;
  /** Binds an action to a canonical binding (the default one drops its remap). */
  set(action: ShortcutAction, canonical: string): void;
  /** Drops the remap of one action, or all. */
  reset(action?: ShortcutAction): void;
}

function readOverrides(
  storage: KeyValueStorage | undefined,
  key: string,
): Partial<Record<ShortcutAction, string>> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([action, text]) =>
          SHORTCUT_ACTIONS.includes(action as ShortcutAction) &&
          typeof text === 'string' &&
          parseBinding(text),
      ),
    );
  } catch {
    // Unreadable remaps fall back to the defaults.
    return {};
  }
}

/**
 * Reads the remaps stored under `key` (unknown actions and unreadable bindings are left out) and writes them
 * back after every change; with none left the entry is removed. Without storage they last as long as the object.
 */
export function createShortcutOverrides(
  storage: KeyValueStorage | undefined,
  key: string,
): ShortcutOverrides {
  let overrides = readOverrides(storage, key);
  const persist = () => {
    if (!storage) return;
    if (Object.keys(overrides).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(overrides));
  };
  return {
    bindings: () => ({ ...DEFAULT_SHORTCUTS, ...overrides }),
    set: (action, canonical) => {
      overrides = { ...overrides, [action]: canonical };
      if (canonical === DEFAULT_SHORTCUTS[action]) delete overrides[action];
      persist();
    },
    reset: (action) => {
      if (action === undefined) overrides = {};
      else {
        overrides = { ...overrides };
        delete overrides[action];
      }
      persist();
    },
  };
}
