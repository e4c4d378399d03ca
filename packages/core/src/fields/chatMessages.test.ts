import { describe, expect, it } from 'vitest';
import { CHAT_ROLE_COLOUR_COUNT, chatLayout, toChatMessages } from './chatMessages';

describe('toChatMessages', () => {
  it('turns a plain string into one user message', () => {
    expect(toChatMessages('Hello')).toEqual([{ role: 'user', content: 'Hello' }]);
    expect(toChatMessages('')).toEqual([]);
  });

  it('keeps a list of {role, content} and ignores items that are not objects', () => {
    expect(toChatMessages([{ role: 'assistant', content: 'Hi' }, 'noise', null])).toEqual([
      { role: 'assistant', content: 'Hi' },
    ]);
    expect(toChatMessages({ role: 'x' })).toEqual([]);
  });
});

describe('chatLayout', () => {
  const message = (role: string) => ({ role, content: role });

  it('is two-sided with two roles: the first role at the start, the second at the end', () => {
    const lines = chatLayout([message('user'), message('assistant'), message('user')]);
    expect(lines.map((line) => [line.colour, line.side])).toEqual([
      [0, 'start'],
      [1, 'end'],
      [0, 'start'],
    ]);
  });

  it('puts every message at the start with three roles or more', () => {
    const lines = chatLayout([message('system'), message('user'), message('assistant')]);
    expect(lines.map((line) => line.side)).toEqual(['start', 'start', 'start']);
  });

  it('gives roles up to 5 colours, cycling in order of first appearance', () => {
    expect(CHAT_ROLE_COLOUR_COUNT).toBe(5);
    const roles = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'a'];
    expect(chatLayout(roles.map(message)).map((line) => line.colour)).toEqual([0, 1, 2, 3, 4, 0, 1, 0]);
  });
});
