import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, METADATA_PROPERTY_TYPES, QUESTION_TYPES } from '../api/wire/enums';
import { createI18n } from '../i18n/createI18n';
import type { Message } from '../messages/Message';
import { creationFieldTypeName } from '../creation/creationDraft';
import { fieldTypeName, metadataTypeName, questionTypeName } from './typeNames';

const shown = (lng: 'en' | 'de' | 'es', message: Message) =>
  message.text ?? createI18n({ lng }).t(message.key, { ns: 'core' });

describe('type names', () => {
  const kinds = { question: questionTypeName, field: fieldTypeName, metadata: metadataTypeName };
  it.each([
    ['question', 'label_selection', 'Label', 'Label', 'Etiqueta'],
    ['question', 'multi_label_selection', 'Multi-label', 'Mehrfach-Label', 'Multietiqueta'],
    ['question', 'dynamic_label_selection', 'Label (dynamic)', 'Label (dynamisch)', 'Etiqueta (dinámica)'],
    ['question', 'rating', 'Rating', 'Bewertung', 'Valoración'],
    ['question', 'ranking', 'Ranking', 'Rangfolge', 'Clasificación'],
    ['question', 'span', 'Span', 'Span', 'Fragmento'],
    ['question', 'text', 'Text', 'Text', 'Texto'],
    ['question', 'table', 'Table', 'Tabelle', 'Tabla'],
    ['field', 'text', 'Text', 'Text', 'Texto'],
    ['field', 'image', 'Image', 'Bild', 'Imagen'],
    ['field', 'chat', 'Chat', 'Chat', 'Chat'],
    ['field', 'custom', 'Custom', 'Benutzerdefiniert', 'Personalizado'],
    ['field', 'table', 'Table', 'Tabelle', 'Tabla'],
    ['metadata', 'float', 'Decimal', 'Dezimalzahl', 'Decimal'],
  ] as const)('names the %s type %s %s / %s / %s', (kind, type, en, de, es) => {
    const name = kinds[kind](type);
    expect([shown('en', name), shown('de', name), shown('es', name)]).toEqual([en, de, es]);
  });

  it('names every question, field and metadata type in every language, never by its raw name', () => {
    const all = [
      ...QUESTION_TYPES.map((type) => [type, questionTypeName(type)] as const),
      ...FIELD_TYPES.map((type) => [type, fieldTypeName(type)] as const),
      ...METADATA_PROPERTY_TYPES.map((type) => [type, metadataTypeName(type)] as const),
    ];
    for (const lng of ['en', 'de', 'es'] as const)
      for (const [type, message] of all) {
        expect(message.text, type).toBeUndefined();
        const text = shown(lng, message);
        expect(text, `${lng} ${type}`).not.toBe(message.key);
        expect(text, `${lng} ${type}`).not.toMatch(/_/);
      }
  });

  it("names the creation's 'no mapping' choice beside the field types", () => {
    expect(shown('en', creationFieldTypeName('no mapping'))).toBe('No mapping');
    expect(shown('de', creationFieldTypeName('no mapping'))).toBe('Keine Zuordnung');
    expect(shown('es', creationFieldTypeName('image'))).toBe('Imagen');
  });

  it('shows a type this client does not know as sent, never a missing key (even one named like a built-in)', () => {
    for (const type of ['audio_selection', '__proto__', 'toString', 'constructor', ''])
      expect(shown('en', questionTypeName(type))).toBe(type);
    expect(shown('de', fieldTypeName('video'))).toBe('video');
    expect(shown('es', metadataTypeName('date'))).toBe('date');
  });
});
