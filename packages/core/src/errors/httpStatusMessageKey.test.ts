import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/createI18n';
import { httpStatusMessageKey } from './httpStatusMessageKey';

describe('httpStatusMessageKey', () => {
  it.each([
    [401, 'Could not validate credentials'],
    [404, 'Could not find the requested resource'],
    [429, 'Please wait a few seconds before trying again'],
    [500, 'An error occurred, please try again later'],
    [0, 'The server could not be reached. Check your connection and try again'],
  ])('gives HTTP %i its own text', (status, text) => {
    expect(createI18n().t(httpStatusMessageKey(status)!)).toBe(text);
  });

  it('has no text for the other statuses', () => {
    for (const status of [400, 403, 409, 422, 502]) expect(httpStatusMessageKey(status)).toBeUndefined();
  });
});
