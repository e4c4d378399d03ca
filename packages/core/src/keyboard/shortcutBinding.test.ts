import { describe, expect, it } from 'vitest';
import { bindingOfEvent, bindingText, formatBinding, matchesBinding, parseBinding } from './shortcutBinding';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('parseBinding', () => {
  it('reads modifiers and one key, with aliases', () => {
    expect(parseBinding('Mod+Shift+S')).toEqual({
      key: 's',
      mod: true,
      ctrl: false,
      meta: false,
      alt: false,
      shift: true,
    });
    expect(parseBinding('Cmd+Option+up')).toEqual({
      key: 'ArrowUp',
      mod: false,
      ctrl: false,
      meta: true,
      alt: true,
      shift: false,
    });
    expect(parseBinding('Ctrl++')?.key).toBe('+');
    expect(parseBinding('Hyper+S')).toBeNull();
    expect(parseBinding('')).toBeNull();
  });
});

describe('bindingText', () => {
  it('writes the platform command key as Mod', () => {
    expect(bindingText(parseBinding('Ctrl+S')!, 'other')).toBe('Mod+s');
    expect(bindingText(parseBinding('Cmd+S')!, 'mac')).toBe('Mod+s');
    expect(bindingText(parseBinding('Ctrl+S')!, 'mac')).toBe('Ctrl+s');
    expect(bindingText(parseBinding('Meta+S')!, 'other')).toBe('Meta+s');
  });
});

describe('matchesBinding', () => {
  const next = parseBinding('Mod+ArrowRight')!;

  it('takes Ctrl or Cmd for Mod', () => {
    expect(matchesBinding(next, press('ArrowRight', { ctrlKey: true }))).toBe(true);
    expect(matchesBinding(next, press('ArrowRight', { metaKey: true }))).toBe(true);
    expect(matchesBinding(next, press('ArrowRight'))).toBe(false);
  });

  it('needs Shift and Alt exactly, so Shift+Ctrl+→ does not page', () => {
    expect(matchesBinding(next, press('ArrowRight', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(matchesBinding(next, press('ArrowRight', { ctrlKey: true, altKey: true }))).toBe(false);
  });

  it('compares letters without case and refuses Ctrl or Cmd the binding does not ask for', () => {
    expect(matchesBinding(parseBinding('Mod+s')!, press('S', { metaKey: true }))).toBe(true);
    expect(matchesBinding(parseBinding('Alt+s')!, press('s', { altKey: true, ctrlKey: true }))).toBe(false);
    expect(matchesBinding(parseBinding('Ctrl+s')!, press('s', { metaKey: true }))).toBe(false);
  });
});

describe('bindingOfEvent and formatBinding', () => {
  it('records a press as a binding, ignoring a lone modifier', () => {
    expect(bindingOfEvent(press('k', { ctrlKey: true, shiftKey: true }), 'other')).toBe('Mod+Shift+k');
    expect(bindingOfEvent(press('k', { metaKey: true }), 'mac')).toBe('Mod+k');
    expect(bindingOfEvent(press('Shift', { shiftKey: true }), 'mac')).toBeNull();
  });

  it('reads as symbols on Apple platforms and with Ctrl elsewhere', () => {
    expect(formatBinding('Mod+ArrowRight', 'mac')).toBe('⌘→');
    expect(formatBinding('Mod+Shift+s', 'mac')).toBe('⌘⇧S');
    expect(formatBinding('Mod+s', 'other')).toBe('Ctrl+S');
    expect(formatBinding('Mod+Enter', 'other')).toBe('Ctrl+Enter');
    expect(formatBinding('nonsense+', 'other')).toBe('nonsense+');
  });
});
