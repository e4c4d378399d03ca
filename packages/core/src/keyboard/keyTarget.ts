import type { ShortcutPlatform } from './shortcutBinding';

/** The parts of an element the text-input rule reads (a DOM element fits; the core stays free of the DOM). */
interface ElementLike {
  tagName: string;
  isContentEditable?: boolean;
  type?: string;
  getAttribute?(name: string): string | null;
}

/** Input types that do not take typed text: their keys stay shortcuts (digits choose options). */
const NON_TEXT_INPUT_TYPES: readonly string[] = ['radio', 'checkbox', 'button', 'submit', 'reset', 'range'];

function isElementLike(target: unknown): target is ElementLike {
  return typeof target === 'object' && target !== null && typeof (target as ElementLike).tagName === 'string';
}

/**
 * Whether a key event's target takes typed text, so digits, letters and text-editing chords (Ctrl+Backspace,
 * Ctrl+←) are left to it: a text area, a select, a text-like input or an editable element. A read-only text box
 * (`aria-readonly="true"`, such as the span field's text) takes shortcuts instead.
 *
 * @example
 * shortcuts.handle(event, { inTextInput: isTextInputTarget(keyEventTarget(event)) });
 */
export function isTextInputTarget(target: unknown): boolean {
  if (!isElementLike(target)) return false;
  if (target.getAttribute?.('aria-readonly') === 'true') return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !NON_TEXT_INPUT_TYPES.includes(String(target.type ?? 'text').toLowerCase());
}

/**
 * The element a key event really started on: an event leaving a shadow root is retargeted to the host, its
 * composed path still starts at the element inside.
 *
 * @example
 * const target = keyEventTarget(event);
 */
export function keyEventTarget(event: { target: unknown; composedPath?(): readonly unknown[] }): unknown {
  return event.composedPath?.()[0] ?? event.target;
}

/**
 * The platform whose command key "Mod" stands for: Cmd on Apple devices, Ctrl elsewhere.
 *
 * @example
 * createKeyboardShortcuts({ platform: platformOf(globalThis.navigator) });
 */
export function platformOf(
  navigator: { platform?: string; userAgent?: string } | undefined,
): ShortcutPlatform {
  const name = `${navigator?.platform ?? ''} ${navigator?.userAgent ?? ''}`;
  return /Mac|iPhone|iPad|iPod/.test(name) ? 'mac' : 'other';
}
