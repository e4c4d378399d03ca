import { describe, expect, it } from 'vitest';
import { isTextInputTarget, keyEventTarget, platformOf, shortcutKeyOf } from './annotationShortcut';

describe('platformOf', () => {
  it('uses Cmd on Apple devices and Ctrl elsewhere', () => {
    expect(platformOf({ platform: 'MacIntel' })).toBe('mac');
    expect(platformOf({ platform: '', userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0)' })).toBe('mac');
    expect(platformOf({ platform: 'Linux x86_64' })).toBe('other');
    expect(platformOf(undefined)).toBe('other');
  });
});

describe('shortcutKeyOf', () => {
  it('keeps the key and the four modifiers', () => {
    const event = new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, shiftKey: true });
    expect(shortcutKeyOf(event)).toEqual({
      key: 'Enter',
      ctrlKey: true,
      metaKey: false,
      shiftKey: true,
      altKey: false,
    });
  });
});

describe('keyEventTarget', () => {
  it('reads the element inside a shadow root, not its host', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const input = document.createElement('input');
    host.attachShadow({ mode: 'open' }).append(input);
    let seen: EventTarget | null = null;
    document.addEventListener('keydown', (event) => (seen = keyEventTarget(event)), { once: true });
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, composed: true }));
    expect(seen).toBe(input);
    host.remove();
  });
});

describe('isTextInputTarget', () => {
  it('recognises text inputs but not option radios, checkboxes or sliders', () => {
    const make = (type: string) => Object.assign(document.createElement('input'), { type });
    expect(isTextInputTarget(document.createElement('textarea'))).toBe(true);
    expect(isTextInputTarget(make('text'))).toBe(true);
    expect(isTextInputTarget(make('search'))).toBe(true);
    expect(isTextInputTarget(make('radio'))).toBe(false);
    expect(isTextInputTarget(make('checkbox'))).toBe(false);
    expect(isTextInputTarget(make('range'))).toBe(false);
    expect(isTextInputTarget(null)).toBe(false);
  });
});
