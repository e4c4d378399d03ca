import type { ShortcutAction } from './defaultShortcuts';
import { bindingText, parseBinding, type ShortcutPlatform } from './shortcutBinding';

/** Two actions on one key combination, or an action on a bare digit (digits choose options). */
export interface ShortcutConflict {
  binding: string;
  action: ShortcutAction;
  conflictsWith: ShortcutAction | 'selectOption';
}

/**
 * Whether a binding is a digit without Ctrl, Cmd or Alt, which would take the key from option selection.
 *
 * @example
 * isOptionDigit('3'); // true
 */
export function isOptionDigit(text: string): boolean {
  const binding = parseBinding(text);
  return (
    binding !== null &&
    /^[0-9]$/.test(binding.key) &&
    !binding.mod &&
    !binding.ctrl &&
    !binding.meta &&
    !binding.alt
  );
}

/**
 * The conflicts in a shortcut map: every later action sharing a combination with an earlier one (compared on
 * the platform, where "Ctrl" and "Mod" may be the same key), and actions bound to a bare digit.
 *
 * @example
 * findConflicts({ ...DEFAULT_SHORTCUTS, discard: 'Ctrl+S' }, 'other');
 * // [{ binding: 'Mod+s', action: 'discard', conflictsWith: 'saveDraft' }]
 */
export function findConflicts(
  bindings: Readonly<Record<ShortcutAction, string>>,
  platform: ShortcutPlatform,
): ShortcutConflict[] {
  const seen = new Map<string, ShortcutAction>();
  const conflicts: ShortcutConflict[] = [];
  for (const [action, text] of Object.entries(bindings) as [ShortcutAction, string][]) {
    const binding = parseBinding(text);
    if (!binding) continue;
    const canonical = bindingText(binding, platform);
    if (isOptionDigit(text)) conflicts.push({ binding: canonical, action, conflictsWith: 'selectOption' });
    const other = seen.get(canonical);
    if (other) conflicts.push({ binding: canonical, action, conflictsWith: other });
    else seen.set(canonical, action);
  }
  return conflicts;
}
