import type { ShortcutKeyEvent, ShortcutPlatform } from '@marginalia/core';

/**
 * The platform whose command key "Mod" stands for: Cmd on Apple devices, Ctrl elsewhere.
 *
 * @example
 * createKeyboardShortcuts({ platform: platformOf(navigator) });
 */
export function platformOf(navigator: { platform?: string; userAgent?: string } | undefined): ShortcutPlatform {
  const name = `${navigator?.platform ?? ''} ${navigator?.userAgent ?? ''}`;
  return /Mac|iPhone|iPad|iPod/.test(name) ? 'mac' : 'other';
}

/** The keys and modifiers of a DOM keyboard event, as the core's shortcut map reads them. */
export function shortcutKeyOf(event: KeyboardEvent): ShortcutKeyEvent {
  return {
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
  };
}

/** The element a key event really started on: events leaving a shadow root are retargeted to its host. */
export function keyEventTarget(event: Event): EventTarget | null {
  return event.composedPath()[0] ?? event.target;
}

/** Whether a key event's target edits text, so text-editing chords (Ctrl+Backspace, Ctrl+←) are left alone. */
export function isTextInputTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true;
  if (element.tagName !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return !['radio', 'checkbox', 'button', 'submit', 'reset', 'range'].includes(type);
}
