import { describe, expect, it } from 'vitest';
import { spanHistoryShortcut } from './spanShortcuts';

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
