import { describe, expect, it } from 'vitest';
import { annotationShortcutFor, isTextInputTarget } from './annotationShortcut';

const key = (k: string, extra: Partial<Parameters<typeof annotationShortcutFor>[0]> = {}) =>
  annotationShortcutFor({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...extra });

describe('annotationShortcutFor', () => {
  it('maps Ctrl or Cmd chords to the three actions', () => {
    expect(key('Enter', { ctrlKey: true })).toBe('submit');
    expect(key('Enter', { metaKey: true })).toBe('submit');
    expect(key('Backspace', { ctrlKey: true })).toBe('discard');
    expect(key('s', { metaKey: true })).toBe('draft');
  });

  it('pages with Ctrl+arrows unless Shift is held', () => {
    expect(key('ArrowRight', { ctrlKey: true })).toBe('next');
    expect(key('ArrowLeft', { ctrlKey: true })).toBe('previous');
    expect(key('ArrowRight', { ctrlKey: true, shiftKey: true })).toBeNull();
  });

  it('ignores plain keys and text-editing chords inside text inputs', () => {
    expect(key('Enter')).toBeNull();
    expect(key('s')).toBeNull();
    expect(key('Backspace', { ctrlKey: true, inTextInput: true })).toBeNull();
    expect(key('Enter', { ctrlKey: true, inTextInput: true })).toBe('submit');
  });

  it('recognises text inputs but not option radios', () => {
    const textarea = document.createElement('textarea');
    const radio = Object.assign(document.createElement('input'), { type: 'radio' });
    const text = Object.assign(document.createElement('input'), { type: 'text' });
    expect(isTextInputTarget(textarea)).toBe(true);
    expect(isTextInputTarget(text)).toBe(true);
    expect(isTextInputTarget(radio)).toBe(false);
    expect(isTextInputTarget(null)).toBe(false);
  });
});
