import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDatasetSettings as renderSettings } from '../testing/renderDatasetSettings';

const TABS = {
  en: { questions: 'Questions', fields: 'Fields', metadata: 'Metadata' },
  de: { questions: 'Fragen', fields: 'Felder', metadata: 'Metadaten' },
  es: { questions: 'Preguntas', fields: 'Campos', metadata: 'Metadatos' },
} as const;

const SHOWN = {
  en: {
    questions: ['Type: Label', 'Type: Span', 'Type: Multi-label', 'Type: Ranking'],
    fields: ['Type: Text'],
    metadata: ['Type: Terms'],
  },
  de: {
    questions: ['Typ: Label', 'Typ: Span', 'Typ: Mehrfach-Label', 'Typ: Rangfolge'],
    fields: ['Typ: Text'],
    metadata: ['Typ: Begriffe'],
  },
  es: {
    questions: ['Tipo: Etiqueta', 'Tipo: Fragmento', 'Tipo: Multietiqueta', 'Tipo: Clasificación'],
    fields: ['Tipo: Texto'],
    metadata: ['Tipo: Términos'],
  },
} as const;

/** The cards of the fixtures, in their order: questions Sentiment, Entities, Topics, Ranking; field Review; metadata Source. */
const CARDS = {
  questions: ['Sentiment', 'Entities', 'Topics', 'Ranking'],
  fields: ['Review'],
  metadata: ['Source'],
} as const;

describe('settings cards', { timeout: 20_000 }, () => {
  it.each(['en', 'de', 'es'] as const)(
    'name each question, field and metadata type as people read it (%s), never by its raw name',
    async (lng) => {
      const user = userEvent.setup();
      const { i18n } = await renderSettings();
      await act(() => i18n.changeLanguage(lng));
      for (const section of ['questions', 'fields', 'metadata'] as const) {
        await user.click(screen.getByRole('tab', { name: TABS[lng][section] }));
        const shown = CARDS[section].map(
          (title) =>
            within(screen.getByRole('region', { name: title })).getByText(/^(Type|Typ|Tipo): /).textContent,
        );
        expect(shown).toEqual(SHOWN[lng][section]);
        expect(document.body.textContent).not.toMatch(
          /label_selection|\bterms\b|: text\b|: span\b|: ranking\b/,
        );
      }
    },
  );
});
