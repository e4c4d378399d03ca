import { describe, expect, it } from 'vitest';
import { BULK_MESSAGE_KEYS } from '../bulk/bulkMessageKeys';
import { createI18n } from '../i18n/createI18n';
import { ANNOTATION_MESSAGE_KEYS } from './annotationMessageKeys';

describe('workflow message keys', () => {
  it.each(['en', 'de', 'es'])('have a %s text for every key the workflows emit', (lng) => {
    const { t } = createI18n({ lng });
    for (const key of [...Object.values(ANNOTATION_MESSAGE_KEYS), ...Object.values(BULK_MESSAGE_KEYS)]) {
      expect(t(key, { total: 3, count: 3, action: 'submitted' }), key).not.toBe(key);
    }
  });

  it('words the guard and bulk results as the spec does', () => {
    const { t } = createI18n();
    expect(t(ANNOTATION_MESSAGE_KEYS.changesNoSubmit)).toBe("You didn't submit your changes");
    expect(t(ANNOTATION_MESSAGE_KEYS.ignoreAndContinue)).toBe('Ignore and continue');
    expect(t(BULK_MESSAGE_KEYS.someRecordsFailed)).toBe('Some records failed to annotate');
    expect(t(BULK_MESSAGE_KEYS.allRecordsAnnotated, { total: 240, action: 'discarded' })).toBe(
      'All 240 records were annotated as discarded',
    );
  });
});
