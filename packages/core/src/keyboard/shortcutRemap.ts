import { SHORTCUT_ACTIONS, type ShortcutAction } from './defaultShortcuts';
import { bindingText, parseBinding, type ShortcutPlatform } from './shortcutBinding';
import { isOptionDigit, type ShortcutConflict } from './shortcutConflicts';

/** Why a remap was refused. */
export type RemapResult =
  | { applied: true }
  | { applied: false; reason: 'invalid' }
  | { applied: false; reason: 'conflict'; conflict: ShortcutConflict };

/** A refused remap. */
export type RemapRefusal = Exclude<RemapResult, { applied: true }>;

/**
 * Whether `action` may be bound to `text` in the current map: the canonical binding to store, or why not
 * (unreadable, a bare digit that would take the key from option selection, or a combination another action has,
 * compared on the platform).
 *
 * @example
 * checkRemap('discard', 'Ctrl+S', DEFAULT_SHORTCUTS, 'other');
 * // { applied: false, reason: 'conflict', conflict: { binding: 'Mod+s', action: 'discard', conflictsWith: 'saveDraft' } }
 */
export function checkRemap(
  action: ShortcutAction,
  text: string,
  current: Readonly<Record<ShortcutAction, string>>,
  platform: ShortcutPlatform,
): { canonical: string } | RemapRefusal {
  const binding = parseBinding(text);
  if (!binding) return { applied: false, reason: 'invalid' };
  const canonical = bindingText(binding, platform);
  if (isOptionDigit(text)) {
    return {
      applied: false,
      reason: 'conflict',
      conflict: { binding: canonical, action, conflictsWith: 'selectOption' },
    };
  }
  const taken = SHORTCUT_ACTIONS.find((other) => {
    if (other === action) return false;
    const otherBinding = parseBinding(current[other]);
    return otherBinding !== null && bindingText(otherBinding, platform) === canonical;
  });
  if (taken) {
    return {
      applied: false,
      reason: 'conflict',
      conflict: { binding: canonical, action, conflictsWith: taken },
    };
  }
  return { canonical };
}
