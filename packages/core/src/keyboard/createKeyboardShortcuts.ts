import type { KeyValueStorage } from '../environment/KeyValueStorage';
import type { Timers } from '../environment/Timers';
import { createDigitBuffer } from './createDigitBuffer';
import {
  SHORTCUT_ACTIONS,
  TEXT_EDITING_KEYS,
  type ShortcutAction,
  type ShortcutIntent,
} from './defaultShortcuts';
import {
  formatBinding,
  matchesBinding,
  parseBinding,
  type ShortcutKeyEvent,
  type ShortcutPlatform,
} from './shortcutBinding';
import { findConflicts, type ShortcutConflict } from './shortcutConflicts';
import { createShortcutOverrides, SHORTCUTS_STORAGE_KEY } from './shortcutOverrides';
import { checkRemap, type RemapResult } from './shortcutRemap';

export { SHORTCUTS_STORAGE_KEY } from './shortcutOverrides';
export type { RemapResult } from './shortcutRemap';

/** Options of {@link createKeyboardShortcuts}. */
export interface KeyboardShortcutsOptions {
  /** Which key "Mod" stands for in labels and remapping: Cmd on 'mac', Ctrl elsewhere. */
  platform: ShortcutPlatform;
  /** Where remapped shortcuts persist; without it they last as long as the instance. */
  storage?: KeyValueStorage;
  storageKey?: string;
  /** Receives the option a digit picks after the 300 ms wait. */
  onDelayedIntent?(intent: ShortcutIntent): void;
  timers?: Timers;
}

/** Where a key press lands. */
export interface ShortcutContext {
  /** Options of the focused question; digits choose among them (none: digits do nothing). */
  optionCount?: number;
  /** Focus is in a text input, where digits type and Ctrl/Cmd+Backspace, Delete and ←/→ edit text. */
  inTextInput?: boolean;
}

/** The shortcut map of the annotation view. */
export interface KeyboardShortcuts {
  /** Current binding text per action. */
  bindings(): Record<ShortcutAction, string>;
  /** How an action's binding reads on this platform, e.g. "Ctrl+Enter" or "⌘↵". */
  label(action: ShortcutAction): string;
  /** The intent of a key press, or null; a digit waiting for another one answers later through `onDelayedIntent`. */
  handle(event: ShortcutKeyEvent, context?: ShortcutContext): ShortcutIntent | null;
  /** Binds an action to another combination, unless it is invalid or taken (the conflict is returned). */
  remap(action: ShortcutAction, binding: string): RemapResult;
  /** Back to the spec's default for one action, or for all. */
  resetToDefaults(action?: ShortcutAction): void;
  /** Conflicts in the current map (e.g. in remaps stored by an older version). */
  conflicts(): ShortcutConflict[];
  /** Cancels a waiting digit. */
  dispose(): void;
}

/**
 * Creates the keyboard shortcuts of spec 1 §4–§5 as a pure map from key events to intents: the defaults
 * (Ctrl/Cmd+S, +Enter, +Backspace, +↑/↓, +→/← unless Shift is held), digits choosing options with the 300 ms
 * multi-digit wait, remapping persisted to the injected storage, and conflicts reported instead of applied.
 * Composed of the digit buffer (`createDigitBuffer`), the stored remaps (`shortcutOverrides`) and the remap rule
 * (`shortcutRemap`).
 *
 * @example
 * const shortcuts = createKeyboardShortcuts({ platform: 'mac', storage, onDelayedIntent: run });
 * const intent = shortcuts.handle(event, { optionCount: 12 });
 * if (intent) { event.preventDefault(); run(intent); }
 */
export function createKeyboardShortcuts(options: KeyboardShortcutsOptions): KeyboardShortcuts {
  const { platform } = options;
  const overrides = createShortcutOverrides(options.storage, options.storageKey ?? SHORTCUTS_STORAGE_KEY);
  const bindings = overrides.bindings;
  const digits = createDigitBuffer(
    (option) => options.onDelayedIntent?.({ type: 'selectOption', option }),
    options.timers,
  );

  return {
    bindings,
    label: (action) => formatBinding(bindings()[action], platform),

    handle(event, context = {}) {
      const isDigit = /^[0-9]$/.test(event.key);
      const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
      if (isDigit && plain) {
        if (context.inTextInput || !context.optionCount) return null;
        const option = digits.push(event.key, context.optionCount);
        return option === null ? null : { type: 'selectOption', option };
      }
      // Any other key ends a number being typed.
      digits.reset();
      if (context.inTextInput && TEXT_EDITING_KEYS.includes(event.key)) return null;
      const current = bindings();
      const action = SHORTCUT_ACTIONS.find((candidate) => {
        const binding = parseBinding(current[candidate]);
        return binding !== null && matchesBinding(binding, event);
      });
      return action ? { type: action } : null;
    },

    remap(action, text) {
      const checked = checkRemap(action, text, bindings(), platform);
      if (!('canonical' in checked)) return checked;
      overrides.set(action, checked.canonical);
      return { applied: true };
    },

    resetToDefaults: (action) => overrides.reset(action),
    conflicts: () => findConflicts(bindings(), platform),
    dispose: () => digits.reset(),
  };
}
