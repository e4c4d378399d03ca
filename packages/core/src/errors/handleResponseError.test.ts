import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createNotificationsStore } from '../notifications/createNotificationsStore';
import type { NotificationInput } from '../notifications/Notification';
import { handleResponseError, responseErrorNotifications } from './handleResponseError';

const keysOf = (inputs: NotificationInput[]) =>
  inputs.map((input) => input.message.text ?? input.message.key);

describe('responseErrorNotifications', () => {
  it('shows the text of the HTTP status', () => {
    for (const status of [401, 404, 429, 500]) {
      expect(responseErrorNotifications(new ApiError(status, undefined))).toEqual([
        { message: { key: `http.${status}` }, type: 'danger' },
      ]);
    }
    expect(keysOf(responseErrorNotifications(new ApiError(0, undefined)))).toEqual(['http.network']);
  });

  it('shows the text of a business code, after the status text when there is one', () => {
    const body = { code: 'missing_vector', message: 'Record `r` does not have a vector' };
    expect(responseErrorNotifications(new ApiError(422, body))).toEqual([
      { message: { key: 'validations.businessLogic.missing_vector' }, type: 'danger' },
    ]);
    expect(keysOf(responseErrorNotifications(new ApiError(500, body)))).toEqual([
      'http.500',
      'validations.businessLogic.missing_vector',
    ]);
  });

  it("shows an unknown code with the server's own words", () => {
    expect(
      responseErrorNotifications(new ApiError(422, { code: 'new_rule', message: 'Not allowed' })),
    ).toEqual([
      { message: { key: 'validations.businessLogic.new_rule', text: 'Not allowed' }, type: 'danger' },
    ]);
    expect(keysOf(responseErrorNotifications(new ApiError(422, { code: 'new_rule' })))).toEqual([
      'validations.businessLogic.new_rule',
    ]);
  });

  it('shows a string detail as is when there is no code', () => {
    const detail = 'Response already exists for record with id `r1`';
    expect(responseErrorNotifications(new ApiError(409, { detail }))).toEqual([
      { message: { key: 'http.other', params: { status: 409 }, text: detail }, type: 'danger' },
    ]);
    expect(keysOf(responseErrorNotifications(new ApiError(404, { detail: 'Dataset not found' })))).toEqual([
      'http.404',
      'Dataset not found',
    ]);
  });

  it('shows nothing of an object detail', () => {
    const legacy = { detail: { code: 'argilla.api.errors::ForbiddenOperationError', params: {} } };
    expect(responseErrorNotifications(new ApiError(403, legacy))).toEqual([]);
    expect(keysOf(responseErrorNotifications(new ApiError(401, legacy)))).toEqual(['http.401']);
  });
});

describe('handleResponseError', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('clears the notifications, shows the danger ones of the error and re-throws it', () => {
    const notifications = createNotificationsStore();
    const state = () => notifications.getState();
    state().notify({ message: { key: 'older' } });
    vi.advanceTimersByTime(100);
    const error = new ApiError(404, { detail: 'Dataset not found' });

    expect(() => handleResponseError(error, state())).toThrow(error);
    expect(state().notifications).toEqual([]);
    expect(state().waiting).toBe(2);
    vi.advanceTimersByTime(100);
    expect(
      state().notifications.map((shown) => [shown.type, shown.message.text ?? shown.message.key]),
    ).toEqual([['danger', 'http.404']]);
    vi.advanceTimersByTime(6_000 + 150 + 250);
    expect(state().notifications.map((shown) => shown.message.text)).toEqual(['Dataset not found']);
  });

  it('re-throws anything else untouched, without notifications', () => {
    const notifier = { clear: vi.fn(), notify: vi.fn(() => 'id') };
    const failure = new TypeError('boom');
    expect(() => handleResponseError(failure, notifier)).toThrow(failure);
    expect(notifier.clear).not.toHaveBeenCalled();
    expect(notifier.notify).not.toHaveBeenCalled();
  });
});
