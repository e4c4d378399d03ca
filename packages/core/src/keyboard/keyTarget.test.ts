import { describe, expect, it } from 'vitest';
import { isTextInputTarget, keyEventTarget, platformOf } from './keyTarget';

const element = (tagName: string, extra: Record<string, unknown> = {}) => ({ tagName, ...extra });
const input = (type: string) => element('INPUT', { type });

describe('isTextInputTarget', () => {
  it('takes text areas, selects, text-like inputs and editable elements as text inputs', () => {
    expect(isTextInputTarget(element('TEXTAREA'))).toBe(true);
    expect(isTextInputTarget(element('SELECT'))).toBe(true);
    expect(isTextInputTarget(input('text'))).toBe(true);
    expect(isTextInputTarget(input('search'))).toBe(true);
    expect(isTextInputTarget(element('INPUT'))).toBe(true);
    expect(isTextInputTarget(element('DIV', { isContentEditable: true }))).toBe(true);
  });

  it('leaves option radios, checkboxes, buttons and sliders to the shortcuts', () => {
    for (const type of ['radio', 'checkbox', 'button', 'submit', 'reset', 'range']) {
      expect(isTextInputTarget(input(type)), type).toBe(false);
    }
    expect(isTextInputTarget(element('BUTTON'))).toBe(false);
    expect(isTextInputTarget(element('DIV'))).toBe(false);
  });

  it('leaves a read-only text box (the span field) to the shortcuts, even when editable', () => {
    const readOnly = element('DIV', {
      isContentEditable: true,
      getAttribute: (name: string) => (name === 'aria-readonly' ? 'true' : null),
    });
    expect(isTextInputTarget(readOnly)).toBe(false);
  });

  it('is false for anything that is not an element', () => {
    expect(isTextInputTarget(null)).toBe(false);
    expect(isTextInputTarget(undefined)).toBe(false);
    expect(isTextInputTarget({ nodeType: 9 })).toBe(false);
  });
});

describe('keyEventTarget', () => {
  it('reads the first element of the composed path (inside a shadow root), else the target', () => {
    const inner = element('INPUT');
    const host = element('DIV');
    expect(keyEventTarget({ target: host, composedPath: () => [inner, host] })).toBe(inner);
    expect(keyEventTarget({ target: host })).toBe(host);
    expect(keyEventTarget({ target: host, composedPath: () => [] })).toBe(host);
  });
});

describe('platformOf', () => {
  it('uses Cmd on Apple devices and Ctrl elsewhere', () => {
    expect(platformOf({ platform: 'MacIntel' })).toBe('mac');
    expect(platformOf({ platform: '', userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0)' })).toBe('mac');
    expect(platformOf({ platform: 'Linux x86_64' })).toBe('other');
    expect(platformOf(undefined)).toBe('other');
  });
});
