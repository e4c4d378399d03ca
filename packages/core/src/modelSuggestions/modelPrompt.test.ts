import { describe, expect, it } from 'vitest';
import { answerFormOf, renderPromptTemplate, unknownPlaceholders, type PromptQuestion } from './modelPrompt';

const opts = (...values: string[]) => values.map((value) => ({ value, text: value }));
const questions: PromptQuestion[] = [
  {
    name: 'label',
    title: 'Sentiment',
    settings: { type: 'label_selection', options: opts('pos', 'neg'), visible_options: null },
  },
  { name: 'rating', title: 'Quality', settings: { type: 'rating', options: [{ value: 1 }, { value: 2 }] } },
  { name: 'rank', title: 'Order', settings: { type: 'ranking', options: opts('a', 'b') } },
  {
    name: 'ents',
    title: 'Entities',
    settings: {
      type: 'span',
      field: 'text',
      options: opts('PER'),
      visible_options: null,
      allow_overlapping: false,
    },
  },
  { name: 'tbl', title: 'Outcomes', settings: { type: 'table' } },
];

describe('the prompt template', () => {
  it('fills fields, metadata, question titles and options; leaves unknown placeholders as written', () => {
    const record = {
      fields: { text: 'Ada at Acme', chat: [{ role: 'user', content: 'hi' }] },
      metadata: { lang: 'en' },
    };
    expect(
      renderPromptTemplate(
        '{{field.text}} | {{ field.chat }} | {{metadata.lang}}{{metadata.none}} | {{question.label}}: {{options.label}} / {{options.rating}} | {{field.nope}}',
        record,
        questions,
      ),
    ).toBe(
      'Ada at Acme | [{"role":"user","content":"hi"}] | en | Sentiment: pos, neg / 1, 2 | {{field.nope}}',
    );
  });

  it('names the placeholders the dataset does not have', () => {
    expect(
      unknownPlaceholders(
        '{{field.text}} {{field.title}} {{options.x}} {{question.rank}} {{foo.bar}} {{metadata.any}}',
        {
          fields: ['text'],
          questions,
        },
      ),
    ).toEqual(['{{field.title}}', '{{options.x}}', '{{foo.bar}}']);
  });

  it('describes each answer form in words', () => {
    expect(questions.map((q) => answerFormOf(q, q.name === 'tbl' ? 'Outcome' : undefined))).toEqual([
      'exactly one label among ["pos","neg"]',
      'one number among [1,2]',
      'a list of all of ["a","b"], each once, best first',
      'a list of spans {"start": <index of the first character>, "end": <index after the last character>, "label": one of ["PER"]} over the text of the field "text" (characters counted from 0)',
      '{"rows": [...]}: one object per row, with every column of the table "Outcome" as a key and null where the record does not say',
    ]);
  });
});
