/** Which modifier "Mod" stands for: Cmd (⌘) on Apple platforms, Ctrl elsewhere. */
export type ShortcutPlatform = 'mac' | 'other';

/** The parts of a keyboard event a shortcut reads (a DOM `KeyboardEvent` fits). */
export interface ShortcutKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A parsed key combination. `mod` is the platform's command modifier ("Ctrl/Cmd" in the spec): it is met by
 * Ctrl or Cmd, as the original app accepted both; `ctrl` and `meta` ask for that exact key.
 */
export interface ShortcutBinding {
  key: string;
  mod: boolean;
  ctrl: boolean;
  meta: boolean;
  alt: boolean;
  shift: boolean;
}

const MODIFIERS = ['Mod', 'Ctrl', 'Meta', 'Alt', 'Shift'] as const;
const KEY_ALIASES: Record<string, string> = {
  cmd: 'Meta',
  command: 'Meta',
  control: 'Ctrl',
  option: 'Alt',
  esc: 'Escape',
  up: 'ArrowUp',
  down: 'ArrowDown',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  space: ' ',
};

/** One letter keys compare without case (Shift+S gives "S"). */
function normalizeKey(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

/**
 * Parses "Mod+Shift+S"-style text: modifiers (Mod, Ctrl, Meta/Cmd, Alt/Option, Shift) then one key, joined by
 * "+". Returns null for text without a key or with an unknown modifier.
 *
 * @example
 * parseBinding('Mod+Enter'); // { key: 'Enter', mod: true, ctrl: false, meta: false, alt: false, shift: false }
 */
export function parseBinding(text: string): ShortcutBinding | null {
  const parts = text.split('+').map((part) => part.trim());
  // "Mod++" binds the plus key itself.
  if (text.endsWith('++')) parts.splice(-2, 2, '+');
  const rawKey = parts.pop();
  if (!rawKey) return null;
  const binding: ShortcutBinding = {
    key: '',
    mod: false,
    ctrl: false,
    meta: false,
    alt: false,
    shift: false,
  };
  for (const part of parts) {
    const name = KEY_ALIASES[part.toLowerCase()] ?? part;
    const modifier = MODIFIERS.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
    if (!modifier) return null;
    binding[modifier.toLowerCase() as 'mod' | 'ctrl' | 'meta' | 'alt' | 'shift'] = true;
  }
  binding.key = normalizeKey(KEY_ALIASES[rawKey.toLowerCase()] ?? rawKey);
  return binding;
}

/**
 * The canonical text of a binding on a platform: "Mod" is written for the platform's command modifier, so
 * "Ctrl+S" and "Mod+S" are the same binding outside Apple platforms.
 *
 * @example
 * bindingText(parseBinding('ctrl+s')!, 'other'); // 'Mod+s'
 */
export function bindingText(binding: ShortcutBinding, platform: ShortcutPlatform): string {
  const isMac = platform === 'mac';
  const parts: string[] = [];
  if (binding.mod || (isMac ? binding.meta : binding.ctrl)) parts.push('Mod');
  // The modifier that is not the command key stays explicit.
  if (isMac && binding.ctrl) parts.push('Ctrl');
  if (!isMac && binding.meta) parts.push('Meta');
  if (binding.alt) parts.push('Alt');
  if (binding.shift) parts.push('Shift');
  parts.push(binding.key);
  return parts.join('+');
}

/**
 * Whether a key event is this combination: the key (letters without case), Alt and Shift exactly, Mod met by
 * Ctrl or Cmd, and no Ctrl or Cmd the binding does not ask for.
 *
 * @example
 * matchesBinding(parseBinding('Mod+ArrowRight')!, { key: 'ArrowRight', ctrlKey: true, metaKey: false, shiftKey: true, altKey: false }); // false
 */
export function matchesBinding(binding: ShortcutBinding, event: ShortcutKeyEvent): boolean {
  if (normalizeKey(event.key) !== binding.key) return false;
  if (event.altKey !== binding.alt || event.shiftKey !== binding.shift) return false;
  if (binding.mod && !(event.ctrlKey || event.metaKey)) return false;
  if (binding.ctrl && !event.ctrlKey) return false;
  if (binding.meta && !event.metaKey) return false;
  const wantsCommand = binding.mod || binding.ctrl || binding.meta;
  if (!wantsCommand && (event.ctrlKey || event.metaKey)) return false;
  return true;
}

/**
 * The binding a key press records (for remapping by "press the new combination"), with the platform's
 * command modifier written as Mod. Null for a lone modifier key.
 *
 * @example
 * bindingOfEvent({ key: 'k', ctrlKey: true, metaKey: false, shiftKey: false, altKey: false }, 'other'); // 'Mod+k'
 */
export function bindingOfEvent(event: ShortcutKeyEvent, platform: ShortcutPlatform): string | null {
  if (['Control', 'Meta', 'Alt', 'Shift', 'OS'].includes(event.key)) return null;
  const binding: ShortcutBinding = {
    key: normalizeKey(event.key),
    mod: false,
    ctrl: event.ctrlKey,
    meta: event.metaKey,
    alt: event.altKey,
    shift: event.shiftKey,
  };
  return bindingText(binding, platform);
}

const MAC_SYMBOLS: Record<string, string> = { Mod: '⌘', Ctrl: '⌃', Meta: '⌘', Alt: '⌥', Shift: '⇧' };
const KEY_LABELS: Record<string, string> = {
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  ' ': 'Space',
};

/**
 * How a binding reads on a platform: "⌘↵"-style symbols on Apple platforms, "Ctrl+Enter" elsewhere.
 *
 * @example
 * formatBinding('Mod+ArrowRight', 'mac'); // '⌘→'
 * formatBinding('Mod+s', 'other'); // 'Ctrl+S'
 */
export function formatBinding(text: string, platform: ShortcutPlatform): string {
  const binding = parseBinding(text);
  if (!binding) return text;
  const parts = bindingText(binding, platform).split('+');
  const key = parts.pop()!;
  const keyLabel = KEY_LABELS[key] ?? (key.length === 1 ? key.toUpperCase() : key);
  if (platform === 'mac') return [...parts.map((part) => MAC_SYMBOLS[part] ?? part), keyLabel].join('');
  return [...parts.map((part) => (part === 'Mod' ? 'Ctrl' : part)), keyLabel].join('+');
}
