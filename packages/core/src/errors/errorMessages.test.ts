import { describe, expect, it } from 'vitest';
import { createI18n, RESOURCES } from '../i18n/createI18n';
import type { Message } from '../messages/Message';
import { ERROR_MESSAGE_KEYS, UNKNOWN_MIDDLEWARE_STATUS } from './errorMessageKeys';
import { errorMessages } from './errorMessages';
import { errorNotifications } from './errorNotifications';

const english = createI18n({ lng: 'en' });
const text = (message: Message) => english.t(message.key, message.params);

describe('errorMessages', () => {
  it('words each situation of the catalogue as the spec does', () => {
    expect(text(errorMessages.datasetInfo('d1'))).toBe("Can't get dataset info for dataset_id: d1");
    expect(text(errorMessages.workspaceInfo('d1'))).toBe("Can't get workspace info for dataset_id: d1");
    expect(text(errorMessages.datasetAndWorkspaceInfo())).toBe(
      'There was an error on fetching dataset info and workspace info. Please try again',
    );
    expect(text(errorMessages.missingVector())).toBe('Vector not found for the selected record');
    expect(text(errorMessages.draftSave('timeout'))).toBe(
      'Failed to save draft due to timeout. Please try again, and keep a copy of your work until it is saved',
    );
    expect(text(errorMessages.bulkPartialFailure())).toBe('Some records failed to annotate');
    expect(text(errorMessages.documentById('42'))).toBe('Error fetching document with ID 42');
    expect(text(errorMessages.documentByPmid('123'))).toBe('Error fetching document with pmid "123"');
    expect(text(errorMessages.documentSegments())).toBe('Error fetching document segments');
    expect(errorMessages.imageLoad()).toEqual({ key: 'couldNotLoadImage' });
    expect(text(errorMessages.imageLoad())).toBe('Could not load image');
    expect(text(errorMessages.unknownMiddleware('auth'))).toBe('Unknown middleware auth');
    expect(UNKNOWN_MIDDLEWARE_STATUS).toBe(500);
    expect(errorMessages.hubRepository()).toEqual({ key: 'cantLoadRepository' });
    expect(text(errorMessages.hubRepository())).toBe('Dataset not found or available on Hub');
  });

  it.each(['en', 'de', 'es'] as const)('has a %s text for every new key', (lng) => {
    const t = createI18n({ lng }).t;
    const core = RESOURCES[lng].core as Record<string, unknown>;
    for (const key of Object.values(ERROR_MESSAGE_KEYS)) {
      const path = key.split('.');
      const value = path.reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], core);
      expect(typeof value, `${lng} ${key}`).toBe('string');
      expect(t(key, { id: 'x', pmid: 'x', name: 'x' })).not.toBe(key);
    }
  });
});

describe('errorNotifications', () => {
  it('shows the catalogue toasts as danger, and the failed draft save as error', () => {
    expect(errorNotifications.datasetInfo('d1')).toEqual({
      message: { key: 'errors.datasetInfo', params: { id: 'd1' } },
      type: 'danger',
    });
    expect(errorNotifications.draftSave('timeout')).toEqual({
      message: { key: 'errors.saving', params: { error: 'timeout' } },
      type: 'error',
    });
    expect(errorNotifications.bulkPartialFailure()).toEqual({
      message: { key: 'errors.bulkAnnotation' },
      type: 'danger',
    });
    const danger = [
      errorNotifications.workspaceInfo('d1'),
      errorNotifications.datasetAndWorkspaceInfo(),
      errorNotifications.missingVector(),
      errorNotifications.documentById('42'),
      errorNotifications.documentByPmid('123'),
      errorNotifications.documentSegments(),
    ];
    expect(danger.map((input) => input.type)).toEqual(Array(6).fill('danger'));
    expect(danger.map((input) => text(input.message))).toEqual([
      "Can't get workspace info for dataset_id: d1",
      'There was an error on fetching dataset info and workspace info. Please try again',
      'Vector not found for the selected record',
      'Error fetching document with ID 42',
      'Error fetching document with pmid "123"',
      'Error fetching document segments',
    ]);
  });
});
