import { describe, expect, it } from 'vitest';
import { spanCaretIntent, spanHistoryShortcut } from './spanShortcuts';

const key = (over: Partial<Parameters<typeof spanHistoryShortcut>[0]>) => ({
  key: 'z',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...over,
});

describe('spanHistoryShortcut', () => {
  it('undoes with Ctrl+Z or Cmd+Z and redoes with Shift added', () => {
    expect(spanHistoryShortcut(key({ ctrlKey: true }))).toBe('undo');
    expect(spanHistoryShortcut(key({ metaKey: true }))).toBe('undo');
    expect(spanHistoryShortcut(key({ ctrlKey: true, shiftKey: true, key: 'Z' }))).toBe('redo');
  });

  it('ignores Z without a modifier, with Alt, and other keys', () => {
    expect(spanHistoryShortcut(key({}))).toBeNull();
    expect(spanHistoryShortcut(key({ ctrlKey: true, altKey: true }))).toBeNull();
    expect(spanHistoryShortcut(key({ ctrlKey: true, key: 'y' }))).toBeNull();
  });
});

describe('spanCaretIntent', () => {
  it('moves with ←/→, Home and End, extending with Shift', () => {
    expect(spanCaretIntent(key({ key: 'ArrowRight' }))).toEqual({ type: 'move', step: 1, extend: false });
    expect(spanCaretIntent(key({ key: 'ArrowLeft', shiftKey: true }))).toEqual({
      type: 'move',
      step: -1,
      extend: true,
    });
    expect(spanCaretIntent(key({ key: 'Home' }))).toEqual({ type: 'move', step: 'first', extend: false });
    expect(spanCaretIntent(key({ key: 'End', shiftKey: true }))).toEqual({
      type: 'move',
      step: 'last',
      extend: true,
    });
  });

  it('tags with Enter or Space, removes with Delete or Backspace, switches units with C, leaves with Escape', () => {
    expect(spanCaretIntent(key({ key: 'Enter' }))).toEqual({ type: 'create' });
    expect(spanCaretIntent(key({ key: ' ' }))).toEqual({ type: 'create' });
    expect(spanCaretIntent(key({ key: 'Delete' }))).toEqual({ type: 'remove' });
    expect(spanCaretIntent(key({ key: 'Backspace' }))).toEqual({ type: 'remove' });
    expect(spanCaretIntent(key({ key: 'c' }))).toEqual({ type: 'toggleCharacterMode' });
    expect(spanCaretIntent(key({ key: 'Escape' }))).toEqual({ type: 'leave' });
  });

  it('leaves keys with Ctrl, Cmd or Alt to the view (paging, submit) and ignores other keys', () => {
    expect(spanCaretIntent(key({ key: 'ArrowRight', ctrlKey: true }))).toBeNull();
    expect(spanCaretIntent(key({ key: 'Enter', metaKey: true }))).toBeNull();
    expect(spanCaretIntent(key({ key: 'Backspace', ctrlKey: true }))).toBeNull();
    expect(spanCaretIntent(key({ key: 'ArrowLeft', altKey: true }))).toBeNull();
    expect(spanCaretIntent(key({ key: 'ArrowDown' }))).toBeNull();
    expect(spanCaretIntent(key({ key: 'x' }))).toBeNull();
  });
});
