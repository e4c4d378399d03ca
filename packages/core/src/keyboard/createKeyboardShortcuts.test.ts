import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../environment/KeyValueStorage';
import { createKeyboardShortcuts, SHORTCUTS_STORAGE_KEY } from './createKeyboardShortcuts';
import { DEFAULT_SHORTCUTS } from './defaultShortcuts';
import { findConflicts } from './shortcutConflicts';

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
const ctrl = (key: string, more = {}) => press(key, { ctrlKey: true, ...more });
const cmd = (key: string, more = {}) => press(key, { metaKey: true, ...more });

describe('createKeyboardShortcuts: defaults', () => {
  const shortcuts = createKeyboardShortcuts({ platform: 'other' });

  it('maps the spec’s shortcuts with Ctrl or Cmd', () => {
    expect(shortcuts.handle(ctrl('s'))).toEqual({ type: 'saveDraft' });
    expect(shortcuts.handle(cmd('s'))).toEqual({ type: 'saveDraft' });
    expect(shortcuts.handle(ctrl('Enter'))).toEqual({ type: 'submit' });
    expect(shortcuts.handle(cmd('Backspace'))).toEqual({ type: 'discard' });
    expect(shortcuts.handle(ctrl('ArrowDown'))).toEqual({ type: 'nextQuestion' });
    expect(shortcuts.handle(ctrl('ArrowUp'))).toEqual({ type: 'previousQuestion' });
    expect(shortcuts.handle(ctrl('ArrowRight'))).toEqual({ type: 'nextPage' });
    expect(shortcuts.handle(cmd('ArrowLeft'))).toEqual({ type: 'previousPage' });
  });

  it('does not page with Shift held, nor act without Ctrl/Cmd', () => {
    expect(shortcuts.handle(ctrl('ArrowRight', { shiftKey: true }))).toBeNull();
    expect(shortcuts.handle(ctrl('ArrowLeft', { shiftKey: true }))).toBeNull();
    expect(shortcuts.handle(press('Enter'))).toBeNull();
    expect(shortcuts.handle(ctrl('s', { altKey: true }))).toBeNull();
  });

  it('leaves text-editing chords to a focused text input but still saves and submits there', () => {
    const inText = { inTextInput: true };
    expect(shortcuts.handle(ctrl('Backspace'), inText)).toBeNull();
    expect(shortcuts.handle(ctrl('ArrowRight'), inText)).toBeNull();
    expect(shortcuts.handle(ctrl('ArrowDown'), inText)).toEqual({ type: 'nextQuestion' });
    expect(shortcuts.handle(ctrl('Enter'), inText)).toEqual({ type: 'submit' });
    expect(shortcuts.handle(ctrl('s'), inText)).toEqual({ type: 'saveDraft' });
  });

  it('labels the bindings for the platform', () => {
    expect(shortcuts.label('submit')).toBe('Ctrl+Enter');
    expect(createKeyboardShortcuts({ platform: 'mac' }).label('nextPage')).toBe('⌘→');
  });
});

describe('createKeyboardShortcuts: digits', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('chooses options by number, waiting 300 ms when more options start with the digit', () => {
    const delayed = vi.fn();
    const shortcuts = createKeyboardShortcuts({ platform: 'other', onDelayedIntent: delayed });
    expect(shortcuts.handle(press('4'), { optionCount: 5 })).toEqual({ type: 'selectOption', option: 4 });
    expect(shortcuts.handle(press('1'), { optionCount: 12 })).toBeNull();
    vi.advanceTimersByTime(300);
    expect(delayed).toHaveBeenCalledWith({ type: 'selectOption', option: 1 });
    expect(shortcuts.handle(press('1'), { optionCount: 12 })).toBeNull();
    expect(shortcuts.handle(press('1'), { optionCount: 12 })).toEqual({ type: 'selectOption', option: 11 });
  });

  it('resets the digits on non-numeric input', () => {
    const delayed = vi.fn();
    const shortcuts = createKeyboardShortcuts({ platform: 'other', onDelayedIntent: delayed });
    shortcuts.handle(press('1'), { optionCount: 12 });
    expect(shortcuts.handle(press('a'), { optionCount: 12 })).toBeNull();
    vi.advanceTimersByTime(300);
    expect(delayed).not.toHaveBeenCalled();
    expect(shortcuts.handle(press('2'), { optionCount: 12 })).toEqual({ type: 'selectOption', option: 2 });
  });

  it('leaves digits alone in text inputs, without options or with a modifier', () => {
    const shortcuts = createKeyboardShortcuts({ platform: 'other' });
    expect(shortcuts.handle(press('1'), { optionCount: 3, inTextInput: true })).toBeNull();
    expect(shortcuts.handle(press('1'))).toBeNull();
    expect(shortcuts.handle(ctrl('1'), { optionCount: 3 })).toBeNull();
  });
});

describe('createKeyboardShortcuts: remapping', () => {
  it('remaps an action and persists it to the injected storage', () => {
    const storage = createMemoryStorage();
    const shortcuts = createKeyboardShortcuts({ platform: 'other', storage });
    expect(shortcuts.remap('saveDraft', 'Ctrl+Shift+D')).toEqual({ applied: true });
    expect(shortcuts.handle(ctrl('D', { shiftKey: true }))).toEqual({ type: 'saveDraft' });
    expect(shortcuts.handle(ctrl('s'))).toBeNull();
    expect(JSON.parse(storage.getItem(SHORTCUTS_STORAGE_KEY)!)).toEqual({ saveDraft: 'Mod+Shift+d' });

    const reloaded = createKeyboardShortcuts({ platform: 'other', storage });
    expect(reloaded.bindings().saveDraft).toBe('Mod+Shift+d');
    reloaded.resetToDefaults('saveDraft');
    expect(reloaded.bindings()).toEqual(DEFAULT_SHORTCUTS);
    expect(storage.getItem(SHORTCUTS_STORAGE_KEY)).toBeNull();
  });

  it('reports a conflict instead of applying it', () => {
    const shortcuts = createKeyboardShortcuts({ platform: 'other' });
    expect(shortcuts.remap('discard', 'Ctrl+S')).toEqual({
      applied: false,
      reason: 'conflict',
      conflict: { binding: 'Mod+s', action: 'discard', conflictsWith: 'saveDraft' },
    });
    expect(shortcuts.remap('discard', '7')).toEqual({
      applied: false,
      reason: 'conflict',
      conflict: { binding: '7', action: 'discard', conflictsWith: 'selectOption' },
    });
    expect(shortcuts.remap('discard', 'Hyper+X')).toEqual({ applied: false, reason: 'invalid' });
    expect(shortcuts.bindings().discard).toBe('Mod+Backspace');
    // On a Mac, Ctrl is not the command key: Ctrl+S is free.
    expect(createKeyboardShortcuts({ platform: 'mac' }).remap('discard', 'Ctrl+S')).toEqual({
      applied: true,
    });
  });

  it('reports conflicts among stored remaps and ignores unreadable ones', () => {
    const storage = createMemoryStorage({
      [SHORTCUTS_STORAGE_KEY]: JSON.stringify({ submit: 'Mod+s', unknown: 'Mod+u', discard: 'Hyper+x' }),
    });
    const shortcuts = createKeyboardShortcuts({ platform: 'other', storage });
    expect(shortcuts.conflicts()).toEqual([
      { binding: 'Mod+s', action: 'submit', conflictsWith: 'saveDraft' },
    ]);
    expect(shortcuts.bindings().discard).toBe('Mod+Backspace');
    expect(
      createKeyboardShortcuts({
        platform: 'other',
        storage: createMemoryStorage({ [SHORTCUTS_STORAGE_KEY]: '{' }),
      }).bindings(),
    ).toEqual(DEFAULT_SHORTCUTS);
    expect(findConflicts({ ...DEFAULT_SHORTCUTS, nextPage: '5' }, 'other')).toEqual([
      { binding: '5', action: 'nextPage', conflictsWith: 'selectOption' },
    ]);
  });
});
